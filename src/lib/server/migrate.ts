// Applies db/migrations/NNNN_name.sql in order, each once, each in its own transaction.
// Every step holds a transaction-scoped advisory lock, so two instances starting together against one
// PostgreSQL apply each file exactly once: the second waits, then sees the file recorded and skips it.
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from 'postgres';

const LOCK_KEY = 7_341_202; // arbitrary, constant: "cooldraft migrations"
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;

export function listMigrations(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => FILE_PATTERN.test(name)).sort();
}

/** Returns the names applied by this call (empty when the database was up to date). */
export async function migrate(sql: Sql, dir: string): Promise<string[]> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`;
  });
  const applied: string[] = [];
  for (const name of listMigrations(dir)) {
    const body = fs.readFileSync(path.join(dir, name), 'utf8');
    const ran = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
      const [done] = await tx`select 1 from schema_migrations where name = ${name}`;
      if (done) return false;
      await tx.unsafe(body);
      await tx`insert into schema_migrations (name) values (${name})`;
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}
