import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/lib/server/migrate.ts';
import { BACKENDS, MIGRATIONS_DIR, createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';

describe.each(BACKENDS)('migrations on %s', (backend) => {
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await db?.cleanup();
    db = undefined;
  });

  it('applies every file once, in order, and nothing on a second run', async () => {
    db = await createTestDatabase(backend, { migrate: false });
    const files = listMigrations(MIGRATIONS_DIR);
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(db.sql, MIGRATIONS_DIR)).toEqual(files);
    expect(await migrate(db.sql, MIGRATIONS_DIR)).toEqual([]);
    const rows = await db.sql<{ name: string }[]>`select name from schema_migrations order by applied_at, name`;
    expect(rows.map((row) => row.name)).toEqual(files);
  });

  it('two instances migrating at the same time apply each file exactly once', async () => {
    db = await createTestDatabase(backend, { migrate: false });
    const first = db.connect();
    const second = db.connect();
    const [a, b] = await Promise.all([migrate(first, MIGRATIONS_DIR), migrate(second, MIGRATIONS_DIR)]);
    const files = listMigrations(MIGRATIONS_DIR);
    expect([...a, ...b].sort()).toEqual(files);
    const [{ count }] = await db.sql<{ count: number }[]>`select count(*)::int as count from schema_migrations`;
    expect(count).toBe(files.length);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    db = await createTestDatabase(backend, { migrate: false });
    const dir = fs.mkdtempSync(`${MIGRATIONS_DIR}/../.tmp-migrations-`);
    try {
      fs.writeFileSync(`${dir}/0001_ok.sql`, 'create table ok_table (id int);');
      fs.writeFileSync(`${dir}/0002_broken.sql`, 'create table half_done (id int); select * from no_such_table;');
      await expect(migrate(db.sql, dir)).rejects.toThrow(/no_such_table/);
      const names = await db.sql<{ name: string }[]>`select name from schema_migrations`;
      expect(names.map((row) => row.name)).toEqual(['0001_ok.sql']);
      const [{ exists }] = await db.sql<{ exists: boolean }[]>`select to_regclass('half_done') is not null as exists`;
      expect(exists).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
