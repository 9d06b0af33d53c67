// A LISTEN connection to PostgreSQL that survives the server going away: a lost connection
// (restart, failover, an idle reaper, pg_terminate_backend) is reconnected with back-off, and the
// subscriber hears about the gap, since notifications sent meanwhile are lost.
import pg from 'pg';

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** The connection is lost; notifications may be missed until onReconnect. */
  onDisconnect?(): void;
  /** Listening again after a loss. */
  onReconnect?(): void;
}

export interface DatabaseLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const SILENT_LOG: DatabaseLog = { warn: () => undefined, info: () => undefined };

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;

export function reconnectDelayMs(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
}

function quoteChannel(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name '${name}'`);
  return `"${name}"`;
}

/** Connects and listens; resolves once the first connection listens, rejects if it cannot. */
export async function listenResiliently(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log: DatabaseLog = SILENT_LOG,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    // 'error' is always followed by 'end'; without a listener it would end the process.
    client.on('error', (error) => log.warn({ err: error, channel }, 'database notification connection failed'));
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      if (stopped) return;
      handlers.onDisconnect?.();
      scheduleReconnect();
    });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${quoteChannel(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
  };

  const scheduleReconnect = () => {
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().then(
        () => {
          if (stopped) return;
          log.info({ channel, attempts: attempt }, 'database notifications are back');
          attempt = 0;
          handlers.onReconnect?.();
        },
        (error: unknown) => {
          if (stopped) return;
          log.warn({ err: error, channel, retryInMs: reconnectDelayMs(attempt) }, 'database notifications still unavailable');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
