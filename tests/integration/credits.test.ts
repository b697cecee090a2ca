import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllowance, returnCredit, takeCredit } from '../../src/lib/server/credits.ts';
import { BACKENDS, createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { createUser, giveSubscription } from '../helpers/users.ts';

describe.each(BACKENDS)('credits on %s', (backend) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.cleanup();
  });
  // PostgreSQL: four connections racing. PGlite: the app's single connection, as in production
  // (pglite-socket deadlocks under concurrent transactions on several connections, pglite#1046).
  const parallelClients = () => (backend === 'pglite' ? [db.sql] : Array.from({ length: 4 }, () => db.connect()));

  it('a new user has one free rewrite, and is not premium', async () => {
    const userId = await createUser(db.sql);
    expect(await getAllowance(db.sql, userId)).toEqual({ mode: 'free', limit: 1, used: 0, remaining: 1, isPremium: false });
    const taken = await takeCredit(db.sql, userId);
    expect(taken.ok).toBe(true);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 1, remaining: 0 });
    expect((await takeCredit(db.sql, userId)).ok).toBe(false);
  });

  it('total mode counts every usage row; remaining never goes below 0', async () => {
    const userId = await createUser(db.sql);
    await giveSubscription(db.sql, userId, { total: 6 });
    for (let i = 0; i < 8; i++) await db.sql`insert into usage_logs (user_id) values (${userId})`;
    expect(await getAllowance(db.sql, userId)).toEqual({ mode: 'total', limit: 6, used: 8, remaining: 0, isPremium: true });
  });

  it('daily mode counts from UTC midnight', async () => {
    const userId = await createUser(db.sql);
    await giveSubscription(db.sql, userId, { daily: 3 });
    const now = new Date('2026-11-22T10:00:00Z');
    await db.sql`insert into usage_logs (user_id, date) values (${userId}, ${new Date('2026-11-21T23:59:59Z')}), (${userId}, ${new Date('2026-11-22T00:00:00Z')})`;
    expect(await getAllowance(db.sql, userId, now)).toEqual({ mode: 'daily', limit: 3, used: 1, remaining: 2, isPremium: true });
  });

  it('returning a credit restores it', async () => {
    const userId = await createUser(db.sql);
    const taken = await takeCredit(db.sql, userId);
    if (!taken.ok) throw new Error('expected a credit');
    await returnCredit(db.sql, userId, taken);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 0, remaining: 1 });
  });

  it('12 parallel takes against 1 credit: exactly one succeeds', async () => {
    const userId = await createUser(db.sql);
    const clients = parallelClients();
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => takeCredit(clients[index % clients.length]!, userId)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const [{ count }] = await db.sql<{ count: number }[]>`select count(*)::int as count from usage_logs where user_id = ${userId}`;
    expect(count).toBe(1);
  });

  it('20 parallel takes against 5 credits: exactly five succeed', async () => {
    const userId = await createUser(db.sql);
    await giveSubscription(db.sql, userId, { total: 5 });
    const clients = parallelClients();
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => takeCredit(clients[index % clients.length]!, userId)));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 5, remaining: 0 });
  });
});
