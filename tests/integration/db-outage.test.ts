// The database client under stress: PostgreSQL taken away under load and brought back, and transactions
// racing pipelined queries. postgres.js 3.4.9 crashes the process in the first and runs unrelated queries
// inside a stray transaction in the second unless scripts/patch-postgres.mjs has run (postinstall); and
// without the app's reconnect backoff the queries queued during an outage wait up to 20 s after it ends.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllowance, owedCredits, returnCredit, settleOwedCredits, takeCredit } from '../../src/lib/server/credits.ts';
import { connectDatabase, reconnectDelay } from '../../src/lib/server/db.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';
import type { TcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { createUser, giveSubscription } from '../helpers/users.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reconnect delay', () => {
  it('starts at 50 ms, doubles, and never exceeds half a second', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map(reconnectDelay)).toEqual([0.05, 0.1, 0.2, 0.4, 0.5, 0.5, 0.5]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('transactions while the pool pipelines', () => {
  // porsager/postgres#823: when BEGIN fills a connection's pipeline, the hook that reserves the connection
  // for the transaction was skipped; BEGIN still ran, so the caller got UNSAFE_TRANSACTION and the
  // connection went back to the pool inside an open transaction. A small pipeline makes it happen often.
  it('every sql.begin() commits, and no connection is left idle inside a transaction', async () => {
    // max_pipeline is a postgres.js option its type definitions leave out
    const options: postgres.Options<Record<string, never>> = { max: 3, onnotice: () => {}, connection: { application_name: 'cooldraft-pipeline-test' } };
    const sql = postgres(process.env.TEST_DATABASE_URL!, Object.assign(options, { max_pipeline: 2 }));
    const watcher = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const failures: string[] = [];
    try {
      for (let round = 0; round < 10; round++) {
        // every connection busy, some with a query pipelined behind, then transactions land on them
        const busy = Array.from({ length: 3 }, () => sql`select pg_sleep(0.05)`.execute());
        const plain = Array.from({ length: round % 2 ? 3 : 0 }, (_, n) => sql`select ${n}::int as n`.execute());
        const transactions = Array.from({ length: 5 }, (_, n) => sql.begin(async (tx) => (await tx`select ${n}::int as n`)[0]!.n));
        const settled = await Promise.allSettled([...busy, ...plain, ...transactions]);
        for (const outcome of settled) if (outcome.status === 'rejected') failures.push((outcome.reason as { code?: string }).code ?? String(outcome.reason));
        await sleep(20);
        const [{ stray }] = await watcher<{ stray: number }[]>`
          select count(*)::int as stray from pg_stat_activity where application_name = 'cooldraft-pipeline-test' and state like 'idle in transaction%'`;
        if (stray > 0) failures.push(`${stray} connection(s) idle in transaction`);
      }
    } finally {
      await sql.end({ timeout: 1 });
      await watcher.end({ timeout: 1 });
    }
    expect(failures).toEqual([]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the database client when PostgreSQL goes away under load', () => {
  let proxy: TcpProxy;
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const target = new URL(db.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  });
  afterAll(async () => {
    await proxy?.close();
    await db?.cleanup();
  });

  function viaProxy(): string {
    const url = new URL(db.url!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    return url.href;
  }

  it('a credit that cannot be given back while the database is away is owed, and given back when it returns', async () => {
    const userId = await createUser(db.sql);
    await giveSubscription(db.sql, userId, { total: 3 });
    const sql = connectDatabase({ url: viaProxy() });
    try {
      const taken = await takeCredit(sql, userId);
      if (!taken.ok) throw new Error('expected a credit');
      expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 1, remaining: 2 });
      await proxy.cut();
      await expect(returnCredit(sql, userId, taken)).rejects.toThrow();
      expect(owedCredits()).toBe(1);
      expect(await settleOwedCredits()).toBe(1); // still away: nothing lost, nothing settled
      await proxy.restore();
      await expect.poll(() => owedCredits(), { timeout: 5000, interval: 50 }).toBe(0); // the retry loop settles it
      expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 0, remaining: 3 });
    } finally {
      await proxy.restore();
      await sql.end({ timeout: 1 });
    }
  });

  it('settles every query with a result or a connection error, and answers again as soon as it is back', async () => {
    const sql = connectDatabase({ url: viaProxy() });
    const outcomes = { ok: 0, failed: 0 };
    const codes = new Set<string>();
    let running = true;
    let outageOver = 0;
    let firstOkAfter = 0;
    const worker = async (n: number) => {
      while (running) {
        try {
          // small writes, the kind postgres.js defers with setImmediate, in and out of transactions
          if (n % 2) await sql.begin(async (tx) => void (await tx`select ${n}::int as n`));
          else await sql`select ${n}::int as n, now()`;
          outcomes.ok++;
          if (outageOver && !firstOkAfter) firstOkAfter = performance.now();
        } catch (error) {
          outcomes.failed++;
          codes.add((error as { code?: string }).code ?? String(error));
          await sleep(10);
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, n) => worker(n));
    try {
      await sleep(500);
      await proxy.cut();
      await sleep(1000);
      await proxy.restore();
      outageOver = performance.now();
      await sleep(1500);
      running = false;
      const settled = await Promise.race([Promise.all(workers).then(() => true), sleep(5000).then(() => false)]);
      expect(settled).toBe(true);
      expect(outcomes.failed).toBeGreaterThan(0);
      expect([...codes].every((code) => ['CONNECTION_CLOSED', 'ECONNREFUSED', 'ECONNRESET', 'CONNECTION_DESTROYED'].includes(code))).toBe(true);
      expect(firstOkAfter).toBeGreaterThan(0);
      expect(firstOkAfter - outageOver).toBeLessThan(1000);
      expect(await sql`select 1 as ok`).toEqual([{ ok: 1 }]);
    } finally {
      running = false;
      await sql.end({ timeout: 1 });
    }
  });
});
