// /admin: the account administration (features/accounts) and, below it, an account's sessions
// (features/account-security), for administrators and the owner.
import { useEffect, useState } from 'react';
import { useAuth } from '@client/core/auth/auth-context';
import { api } from '@client/lib/api';
import { Component as AccountAdministration, namespaces as accountNamespaces } from '@client/features/accounts/components/admin-page';
import { isPrivileged } from '@client/features/accounts/model/admin-rules';
import { AdminSessions } from '@client/features/account-security/components/admin-sessions';
import { SECURITY_TEXTS } from '@client/features/account-security/components/security-texts';

/** Loaded before the page renders (on the server and while hydrating). */
export const namespaces = [...accountNamespaces, SECURITY_TEXTS];

export function Component() {
  const { user } = useAuth();
  const privileged = user ? isPrivileged(user.roles) : false;
  const [accounts, setAccounts] = useState<string[] | null>(null);

  useEffect(() => {
    if (!privileged) return;
    let active = true;
    api.adminUsers().then(
      (result) => active && result.body && setAccounts(result.body.users.map((account) => account.name)),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [privileged]);

  return (
    <>
      <AccountAdministration />
      {privileged && accounts && (
        <div className="page accounts-admin">
          <AdminSessions accounts={accounts} />
        </div>
      )}
    </>
  );
}
