// SQL of the personal-account features: audit log, email opt-outs and the mail log.
import type { Kysely } from 'kysely';
import type { AuditRow, Database, MailMessageRow, MailStatus } from './schema';

/** One line of the audit log: who did what to whom. */
export interface AuditRecord {
  actor: string;
  action: string;
  target?: string | null;
  details?: string | null;
}

/** Writes an audit line with db — a transaction when it belongs to a change made in one. */
export async function writeAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db.insertInto('audit_log').values({ actor: entry.actor, action: entry.action, target: entry.target ?? null, details: entry.details ?? null }).execute();
}

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async audit(entry: AuditRecord): Promise<void> {
    await writeAudit(this.db, entry);
  }

  auditLog(limit: number): Promise<AuditRow[]> {
    return this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  /** Stops mail to the address, and writes the audit line in the same transaction. */
  async optOut(email: string, audit: AuditRecord): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('email_opt_outs').values({ email: email.toLowerCase() }).onConflict((oc) => oc.column('email').doNothing()).execute();
      await writeAudit(trx, audit);
    });
  }

  async isOptedOut(email: string): Promise<boolean> {
    const row = await this.db.selectFrom('email_opt_outs').select('email').where('email', '=', email.toLowerCase()).executeTakeFirst();
    return Boolean(row);
  }

  async logMail(entry: { userId: number | null; recipient: string; kind: string; status: MailStatus; error?: string | null }): Promise<number> {
    const row = await this.db
      .insertInto('mail_messages')
      .values({
        user_id: entry.userId,
        recipient: entry.recipient,
        kind: entry.kind,
        status: entry.status,
        error: entry.error ?? null,
        sent_at: entry.status === 'sent' ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateMail(id: number, status: MailStatus, error: string | null): Promise<void> {
    await this.db
      .updateTable('mail_messages')
      .set({ status, error, sent_at: status === 'sent' ? new Date() : null })
      .where('id', '=', id)
      .execute();
  }

  /** The newest initial-password mail of each user, for the admin list (not the recovery mails). */
  latestMailByUser(): Promise<MailMessageRow[]> {
    return this.db
      .selectFrom('mail_messages')
      .selectAll()
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('mail_messages')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('kind', '=', 'initial_password')
          .groupBy('user_id'),
      )
      .execute();
  }
}
