// Kysely on PGlite with transactions that are really isolated. PGlite is one database session in
// this process: a transaction begun with a plain BEGIN would take in every query other requests
// run meanwhile (and their failures would roll it back). Each Kysely transaction here runs inside
// PGlite's own transaction(), which holds PGlite's lock, so other queries wait until it ends.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';

type Outcome = 'commit' | 'rollback';

class PGliteConnection implements DatabaseConnection {
  private open: { tx: Transaction; finish(outcome: Outcome): void; done: Promise<void> } | null = null;

  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await (this.open?.tx ?? this.client).query<R>(compiled.sql, [...compiled.parameters]);
    return { rows: result.rows, ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}) };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite cannot stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }

  /** Opens PGlite's transaction (waiting for PGlite's lock) and holds it until end(). */
  async begin(): Promise<void> {
    let finish: (outcome: Outcome) => void = () => undefined;
    const outcome = new Promise<Outcome>((resolve) => (finish = resolve));
    let opened: (tx: Transaction) => void = () => undefined;
    const ready = new Promise<Transaction>((resolve) => (opened = resolve));
    const done = this.client.transaction(async (tx) => {
      opened(tx);
      if ((await outcome) === 'rollback') await tx.rollback();
    });
    // A failed commit reaches the caller through end(); never as an unhandled rejection.
    done.catch(() => undefined);
    const tx = await Promise.race([ready, done.then(() => null)]);
    if (!tx) throw new Error('The PGlite transaction ended before it began.');
    this.open = { tx, finish, done };
  }

  async end(outcome: Outcome): Promise<void> {
    const open = this.open;
    if (!open) throw new Error(`No transaction to ${outcome}.`);
    this.open = null;
    open.finish(outcome);
    await open.done;
  }
}

class PGliteDriver implements Driver {
  constructor(private readonly client: PGlite) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.client);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('rollback');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** The PostgreSQL dialect of Kysely over one PGlite instance (closing PGlite stays with its owner). */
export function pgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
