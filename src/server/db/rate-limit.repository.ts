// The counters of fixed-window limits, kept in the database so that every instance counts the same
// attempts. One atomic statement per hit: a window that has ended starts again at 1.
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export class RateLimitRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const ended = sql<boolean>`rate_limits.window_start + rate_limits.window_ms * interval '1 millisecond' <= ${now}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: now, window_ms: windowMs, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limits.count + 1 END`,
          window_start: sql<Date>`CASE WHEN ${ended} THEN ${now} ELSE rate_limits.window_start END`,
          window_ms: windowMs,
        }),
      )
      .returning(['count', 'window_start', 'window_ms'])
      .executeTakeFirstOrThrow();
    return { count: row.count, resetAt: new Date(row.window_start).getTime() + row.window_ms };
  }

  /** The current window of a key; a count of 0 when there is none or it has ended. */
  async peek(key: string, now: Date): Promise<WindowCount> {
    const row = await this.db.selectFrom('rate_limits').select(['count', 'window_start', 'window_ms']).where('key', '=', key).executeTakeFirst();
    const resetAt = row ? new Date(row.window_start).getTime() + row.window_ms : 0;
    return row && resetAt > now.getTime() ? { count: row.count, resetAt } : { count: 0, resetAt: now.getTime() };
  }

  /** Takes one back from the key's current window, never below 0 (an ended window is left alone). */
  async takeBack(key: string, now: Date): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`greatest(count - 1, 0)` })
      .where('key', '=', key)
      .where(sql<boolean>`window_start + window_ms * interval '1 millisecond' > ${now}`)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Forgets the key and every key that starts with prefix and ends with suffix; returns how many. */
  async resetKeyAndMatching(key: string, prefix: string, suffix: string): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where((eb) =>
        eb.or([
          eb('key', '=', key),
          // starts_with/right, not LIKE: a name may hold '_', LIKE's wildcard.
          eb.and([sql<boolean>`starts_with(key, ${prefix})`, sql<boolean>`right(key, ${suffix.length}) = ${suffix}`]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets windows that have ended. */
  async deleteEnded(now: Date): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where(sql<boolean>`window_start + window_ms * interval '1 millisecond' <= ${now}`)
      .execute();
  }
}
