// One postgres.js client per process. The launcher (outside Astro's module graph) connects and
// migrates before the app loads; the built app and the launcher hold separate copies of this module,
// so the client lives under a global symbol rather than a module variable.
import postgres from 'postgres';
import type { Sql } from 'postgres';

const SQL_KEY = Symbol.for('cooldraft.sql');
type Holder = { [SQL_KEY]?: Sql };

export type DatabaseTarget = { url: string } | { socketPath: string };

export function connectDatabase(target: DatabaseTarget): Sql {
  const common = {
    onnotice: () => {},
    // Dates stay ISO strings at the edge of the app; timestamps come back as Date objects.
    connection: { application_name: 'cooldraft' },
  };
  // connect_timeout: a database that is away makes requests fail fast with a 503, not hang for 30 s.
  // backoff: postgres.js waits up to 20 s (3^retries / 100, shared by the pool) before reconnecting,
  // and queries queued meanwhile wait with it; capped at half a second, a request after an outage
  // finds the database again as soon as it is back (tests/integration/db-outage.test.ts).
  if ('url' in target) return postgres(target.url, { ...common, max: 10, idle_timeout: 30, connect_timeout: 5, backoff: reconnectDelay });
  // PGlite runs one query at a time; a single connection avoids pglite-socket's multiplexing
  // deadlock under concurrent transactions (electric-sql/pglite#1046).
  return postgres({ ...common, path: target.socketPath, max: 1, database: 'postgres', username: 'postgres' });
}

/** seconds before a closed connection reconnects: 50 ms doubling per consecutive failure, at most 0.5 s */
export function reconnectDelay(retries: number): number {
  return Math.min(0.05 * 2 ** retries, 0.5);
}

export function setSql(sql: Sql | undefined): void {
  (globalThis as Holder)[SQL_KEY] = sql;
}

export function getSql(): Sql {
  const sql = (globalThis as Holder)[SQL_KEY];
  if (!sql) throw new Error('The database is not connected: start the app through scripts/launcher.ts.');
  return sql;
}

/** true when the database answers a trivial query within the time limit */
export async function pingDatabase(sql: Sql, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = sql`select 1 as ok`.then(() => true as const, () => false as const);
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
