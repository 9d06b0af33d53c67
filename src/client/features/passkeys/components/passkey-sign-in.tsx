// "Sign in with a passkey" on every login page (issue 20). Where the page is the passkeys' relying
// party (the account home, or a local host) the ceremony runs here — offered in the user name's
// autofill too (conditional UI) where the browser can — and the server's answer names where to go:
// this site's page, or the site that sent the visitor, which then signs in through the single
// sign-on's one-time code. Any other site sends the visitor to the account home's login page.
import { useEffect, useRef, useState } from 'react';
import { WebAuthnAbortService, browserSupportsWebAuthnAutofill, startAuthentication } from '@simplewebauthn/browser';
import { useLocation } from 'react-router';
import { usePasskeyText } from './passkey-texts';
import { passkeysApi } from './passkeys-api';
import { passkeysSupported, usePasskeyPlace, usePasskeysSupported } from './relying-party';

/** The login page's address parameter that starts the ceremony at once (a visitor sent by another site). */
export const PASSKEY_PARAM = 'passkey';

async function ceremony(autofill: boolean, site: string | null, from: string): Promise<string | null> {
  const options = await passkeysApi.signInOptions();
  if (options.status !== 200 || !options.body) throw new Error('no options');
  const response = await startAuthentication({ optionsJSON: options.body, useBrowserAutofill: autofill });
  const answer = await passkeysApi.signIn({ response, from, ...(site ? { site } : {}) } as Parameters<typeof passkeysApi.signIn>[0]);
  return answer.status === 200 && answer.body ? answer.body.next : null;
}

export function PasskeySignIn({ from }: { from: string }) {
  const { t, ready } = usePasskeyText();
  const place = usePasskeyPlace();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const site = params.get('site');
  const startAtOnce = params.has(PASSKEY_PARAM);
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const run = async (autofill: boolean) => {
    if (!autofill) setBusy(true);
    try {
      const next = await ceremony(autofill, site, from);
      if (next) window.location.assign(next);
      else setFailed(true);
    } catch (error) {
      // A conditional request is ended by the button's own request: not a failure.
      if (!(error instanceof Error && error.name === 'AbortError')) setFailed(!autofill || failed);
    } finally {
      if (!autofill) setBusy(false);
    }
  };

  useEffect(() => {
    if (!place.here || !passkeysSupported() || started.current) return;
    started.current = true;
    // Sent by another site: the ceremony starts at once; else the autofill offers the passkeys.
    void (startAtOnce ? Promise.resolve(false) : browserSupportsWebAuthnAutofill()).then((autofill) => {
      if (startAtOnce || autofill) void run(autofill);
    });
    return () => WebAuthnAbortService.cancelCeremony();
    // Once per page: the ceremony keeps its own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!ready || !supported) return null;
  const goToAccountHome = () =>
    window.location.assign(place.at(`/login?${PASSKEY_PARAM}=1&site=${encodeURIComponent(window.location.origin)}&from=${encodeURIComponent(from)}`));
  return (
    <div className="passkey-sign-in">
      <button type="button" disabled={busy} onClick={() => (place.here ? void run(false) : goToAccountHome())}>
        {busy ? t('signIn.busy') : t('signIn.button')}
      </button>
      {!place.here && <p className="hint">{t('signIn.elsewhere')}</p>}
      {failed && (
        <p className="error" role="alert">
          {t('signIn.failed')}
        </p>
      )}
    </div>
  );
}
