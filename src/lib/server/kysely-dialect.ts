// Kysely (better-auth's query layer) on the app's postgres.js client, one pooled query at a time.
//
// kysely-postgres-js reserves a connection for every query. postgres.js 3.4.9 strands a reserve() that is
// waiting when its connection dies (porsager/postgres#1195) and can hand a released connection back
// after it closed (#1168): taking PostgreSQL away under load left sign-in and session lookups waiting for
// ever (tests/e2e/faults.test.ts). Here a query runs on the pool like the rest of the app; a connection
// is reserved only for the length of a transaction, which better-auth rarely opens.
import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult, TransactionSettings } from 'kysely';
import type { ReservedSql, Sql } from 'postgres';

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PooledConnection implements DatabaseConnection {
  #reserved: ReservedSql | null = null;
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.#reserved ?? this.#sql;
    const result = await target.unsafe(compiled.sql, [...compiled.parameters] as never[], { prepare: true });
    return {
      rows: Array.from(result) as R[],
      numAffectedRows: COUNTED.has(result.command) ? BigInt(result.count) : undefined,
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not used by this app.');
  }

  async begin(settings: TransactionSettings): Promise<void> {
    this.#reserved = await this.#sql.reserve();
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    try {
      await this.#reserved.unsafe(`begin${level}`);
    } catch (error) {
      this.release();
      throw error;
    }
  }

  async end(statement: 'commit' | 'rollback'): Promise<void> {
    await this.executeQuery(CompiledQuery.raw(statement));
  }

  release(): void {
    this.#reserved?.release();
    this.#reserved = null;
  }
}

class PooledDriver implements Driver {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PooledConnection(this.#sql);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PooledConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PooledConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PooledConnection).end('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PooledConnection).release();
  }

  /** the client belongs to the launcher, which ends it on shutdown */
  async destroy(): Promise<void> {}
}

export class PooledPostgresDialect implements Dialect {
  readonly #sql: Sql;

  constructor(sql: Sql) {
    this.#sql = sql;
  }

  createDriver(): Driver {
    return new PooledDriver(this.#sql);
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
