// Issue 9: faults under load. Nothing is lost: credits stay exact, requests in flight finish or fail
// with a clear 503, the server recovers by itself and stops cleanly.
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAnthropic } from '../fakes/anthropic.ts';
import type { FakeAnthropic } from '../fakes/anthropic.ts';
import { postAs, signUpOverHttp } from '../helpers/accounts.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';

const DRAFT = 'Jo, the deposit of $800 for unit 4B is due back by June 30. Please send it or call me at 555-201-7788.';

function embeddedSql(server: RunningServer) {
  return postgres({ path: path.join(server.dataDir, '.s.PGSQL.5432'), max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
}

async function grant(sql: postgres.Sql, email: string, credits: number): Promise<void> {
  await sql`insert into subscriptions (user_id, status, total_limit) select id, 'active', ${credits} from "user" where email = ${email}`;
}

describe('faults', () => {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
  });
  afterAll(async () => {
    await fake?.stop();
  });

  it('SIGTERM during load: no new connections, requests in flight finish, the database closes cleanly, credits exact', async () => {
    fake.setDefault({ kind: 'ok', delayMs: 1200 });
    const server = await startServer({ env: { TRUST_PROXY: '1', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url, REWRITE_TIMEOUT_MS: '10000' } });
    try {
      const account = await signUpOverHttp(server, { ip: '192.0.2.150' });
      const sql = embeddedSql(server);
      await grant(sql, account.email, 50);
      await sql.end();
      const before = fake.requests.length;
      const inFlight = Array.from({ length: 6 }, () => postAs(server, account, '/api/rewrite-message', { message: DRAFT }));
      // every request has reached the provider (so it is in flight, not waiting in a socket buffer)...
      await expect.poll(() => fake.requests.length - before, { timeout: 10_000, interval: 20 }).toBe(6);
      server.process.kill('SIGTERM');
      // ...and the server has begun to shut down before we knock
      await expect.poll(() => server.logs(), { timeout: 10_000, interval: 20 }).toContain('SIGTERM: finishing requests in flight');
      const refused = await fetch(`${server.url}/healthz`).then(() => 'answered', (error: Error) => (error.cause as { code?: string })?.code ?? error.message);
      expect(refused).toBe('ECONNREFUSED');
      const responses = await Promise.all(inFlight);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(await server.stop()).toBe(0);
      expect(server.logs()).toContain('stopped cleanly');

      const again = await startServer({ dataDir: server.dataDir, env: { TRUST_PROXY: '1' } });
      const view = await (await fetch(`${again.url}/api/account`, { headers: { Cookie: account.cookie } })).json();
      expect(view.allowance).toMatchObject({ used: 6, remaining: 44 });
      await again.stop();
    } finally {
      fake.setDefault({ kind: 'ok' });
      await server.dispose();
    }
  });

  it('a provider outage under parallel load: every request is a 503 and every credit comes back', async () => {
    fake.setDefault({ kind: 'status', status: 529 });
    const server = await startServer({ env: { TRUST_PROXY: '1', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url, REWRITE_TIMEOUT_MS: '2000' } });
    try {
      const accounts: TestAccount[] = [];
      for (let i = 0; i < 4; i++) accounts.push(await signUpOverHttp(server, { ip: `192.0.2.${160 + i}` }));
      const responses = await Promise.all(accounts.flatMap((account) => Array.from({ length: 3 }, () => postAs(server, account, '/api/rewrite-message', { message: DRAFT }))));
      expect(new Set(responses.map((response) => response.status))).toEqual(new Set([503, 429]));
      const sql = embeddedSql(server);
      const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from usage_logs`;
      await sql.end();
      expect(count).toBe(0);
      expect(server.logs()).toMatch(/"providerRequestId":"req_fake_\d+"/);
    } finally {
      fake.setDefault({ kind: 'ok' });
      await server.dispose();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL taken away in the middle of load', () => {
  let admin: postgres.Sql;
  const name = `cooldraft_fault_${process.pid}`;
  let databaseUrl: URL;
  beforeAll(async () => {
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
  });
  afterAll(async () => {
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('answers 503 while it is away, recovers without a restart, and keeps credits exact', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(databaseUrl.href);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServer({ env: { DATABASE_URL: viaProxy.href, TRUST_PROXY: '1', REWRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
    const direct = postgres(databaseUrl.href, { max: 1, onnotice: () => {} });
    try {
      const account = await signUpOverHttp(server, { ip: '192.0.2.170' });
      await grant(direct, account.email, 1000);
      const statuses: number[] = [];
      let running = true;
      const load = (async () => {
        while (running) {
          const response = await postAs(server, account, '/api/rewrite-message', { message: DRAFT }).catch(() => null);
          statuses.push(response?.status ?? 0);
          if (response) {
            const body = await response.text();
            if (response.status >= 500) expect(JSON.parse(body).error.message).toMatch(/try again/i);
            if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await proxy.cut();
      // The database stays away until a rewrite has met it gone (at most 8 s): on a loaded machine one rewrite whose
      // database work finished before the cut can take the whole of a fixed window, and the loop never asks again
      // while the database is away (a CI run saw 71 answers, all 200).
      const cutAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      while (!statuses.includes(503) && Date.now() - cutAt < 8000) await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      await proxy.restore();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      running = false;
      await load;
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(statuses).toContain(503);
      expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
      expect(statuses.filter((status) => status === 0)).toEqual([]); // the server itself never went away
      const after = statuses.slice(statuses.lastIndexOf(503) + 1);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((status) => status === 200)).toBe(true);
      const [{ count }] = await direct<{ count: number }[]>`select count(*)::int as count from usage_logs`;
      expect(count).toBe(statuses.filter((status) => status === 200).length);
    } finally {
      await direct.end();
      await server.dispose();
      await proxy.close();
    }
  });
});
