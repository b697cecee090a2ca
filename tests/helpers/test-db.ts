// A fresh, migrated database for one test file: embedded PGlite always, and a throwaway database on a
// real PostgreSQL server when TEST_DATABASE_URL is set (created here, dropped in cleanup).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { connectDatabase } from '../../src/lib/server/db.ts';
import { startEmbeddedPostgres } from '../../src/lib/server/embedded-db.ts';
import { migrate } from '../../src/lib/server/migrate.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  backend: Backend;
  sql: Sql;
  /** opens another, independent client to the same database */
  connect(): Sql;
  /** the DATABASE_URL of the server database (postgres backend only) */
  url: string | null;
  cleanup(): Promise<void>;
}

export async function createTestDatabase(backend: Backend, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-pglite-'));
    const embedded = await startEmbeddedPostgres(null, dir);
    const clients: Sql[] = [];
    const connect = () => {
      const client = connectDatabase({ socketPath: embedded.socketPath });
      clients.push(client);
      return client;
    };
    const sql = connect();
    if (options.migrate !== false) await migrate(sql, MIGRATIONS_DIR);
    return {
      backend,
      sql,
      connect,
      url: null,
      async cleanup() {
        await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
        await embedded.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `cooldraft_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const clients: Sql[] = [];
  const connect = () => {
    const client = connectDatabase({ url: url.href });
    clients.push(client);
    return client;
  };
  const sql = connect();
  if (options.migrate !== false) await migrate(sql, MIGRATIONS_DIR);
  return {
    backend,
    sql,
    connect,
    url: url.href,
    async cleanup() {
      await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
