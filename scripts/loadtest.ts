// `npm run loadtest`: load on loopback, bounded in time (LOADTEST_SECONDS, default 30; LOADTEST_CONNECTIONS,
// default 200), against the built server on PostgreSQL (LOADTEST_DATABASE_URL or TEST_DATABASE_URL;
// embedded PGlite when neither is set):
//   1. a content page, /, and POST /api/rewrite-message for signed-in users (built-in engine: zero latency)
//   2. two instances sharing one PostgreSQL, clients split between them: credits, rate limits and
//      fulfilment stay exact.
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import setupBuild from '../tests/helpers/build-once.ts';
import { postAs, signUpOverHttp } from '../tests/helpers/accounts.ts';
import type { TestAccount } from '../tests/helpers/accounts.ts';
import { startServer } from '../tests/helpers/server.ts';
import type { RunningServer } from '../tests/helpers/server.ts';

const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const DRAFT = 'Mark, you ALWAYS move my shifts without asking!!! I need Friday March 20 off as agreed, answer me by 5pm.';
let failed = false;

function report(label: string, result: autocannon.Result): void {
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0) failed = true;
  console.log(`${label}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors`);
}

function check(label: string, ok: boolean, detail: string): void {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${detail}`);
}

/** what a server logged at error level, and anything it printed that is not a JSON log line */
function errorLines(server: RunningServer): string {
  return server
    .logs()
    .split('\n')
    .filter((line) => line.trim() && (!line.startsWith('{') || line.includes('"level":"error"')))
    .slice(-40)
    .join('\n');
}

async function sqlFor(server: RunningServer, databaseUrl: string | null): Promise<postgres.Sql> {
  return databaseUrl
    ? postgres(databaseUrl, { max: 2, onnotice: () => {} })
    : postgres({ path: path.join(server.dataDir, '.s.PGSQL.5432'), max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
}

async function accounts(server: RunningServer, count: number, prefix: number): Promise<TestAccount[]> {
  const made: TestAccount[] = [];
  for (let i = 0; i < count; i++) made.push(await signUpOverHttp(server, { ip: `10.${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}` }));
  return made;
}

async function grant(sql: postgres.Sql, users: TestAccount[], credits: number): Promise<void> {
  for (const user of users) await sql`insert into subscriptions (user_id, status, total_limit) select id, 'active', ${credits} from "user" where email = ${user.email}`;
}

async function loadPhase(databaseUrl: string | null): Promise<void> {
  const server = await startServer({ env: { DATABASE_URL: databaseUrl ?? undefined, TRUST_PROXY: '1', REWRITE_RATE_LIMIT_PER_MINUTE: '100000000' } });
  const sql = await sqlFor(server, databaseUrl);
  try {
    report(`GET /blog/rewrite-angry-texts-calmly (${CONNECTIONS} connections, ${SECONDS} s)`, await autocannon({ url: `${server.url}/blog/rewrite-angry-texts-calmly`, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } }));
    report(`GET / (${CONNECTIONS} connections, ${SECONDS} s)`, await autocannon({ url: `${server.url}/`, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } }));
    const users = await accounts(server, 20, 1);
    await grant(sql, users, 100_000_000);
    let next = 0;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/rewrite-message',
          body: JSON.stringify({ message: DRAFT }),
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'content-type': 'application/json', origin: server.url, cookie: users[next++ % users.length]!.cookie } }),
        },
      ],
    });
    report(`POST /api/rewrite-message, 20 signed-in users (${CONNECTIONS} connections, ${SECONDS} s)`, result);
    if (result.non2xx + result.errors + result.timeouts > 0) console.log(`status codes: ${JSON.stringify(result.statusCodeStats)}\n${errorLines(server)}`);
    const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from usage_logs`;
    // autocannon drops the requests still in flight when time is up; the server finishes them, so up to
    // one per connection may have a usage row without a counted answer. More than that would be a leak.
    check('one usage row per rewrite', count >= result['2xx'] && count <= result['2xx'] + CONNECTIONS, `${count} rows for ${result['2xx']} answers of 200 (+ up to ${CONNECTIONS} cut off in flight)`);
  } finally {
    await sql.end();
    await server.dispose();
  }
}

// Instances behind one load balancer share their secrets (README, "Production").
const SHARED = { AUTH_SECRET: 'loadtest-shared-secret-0123456789abcdef', STRIPE_WEBHOOK_SECRET: 'whsec_loadtest_shared', TRUST_PROXY: '1' };

async function twoInstances(databaseUrl: string): Promise<void> {
  const a = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl, REWRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  const b = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl, REWRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  try {
    // Credits: 40 users with 10 credits each, 20 requests each, split between the two instances.
    const users = await accounts(a, 40, 2);
    await sql`delete from subscriptions`;
    await grant(sql, users, 10);
    const results = await Promise.all(users.flatMap((user) => Array.from({ length: 20 }, (_, i) => postAs(i % 2 ? a : b, user, '/api/rewrite-message', { message: DRAFT }).then((response) => ({ user: user.email, status: response.status })))));
    const perUser = new Map<string, number>();
    for (const result of results) if (result.status === 200) perUser.set(result.user, (perUser.get(result.user) ?? 0) + 1);
    const exact = users.every((user) => perUser.get(user.email) === 10);
    const statuses = [...new Set(results.map((result) => result.status))].sort().join(', ');
    const creditsOk = exact && results.every((result) => result.status === 200 || result.status === 429);
    check('credits across two instances', creditsOk, `${[...perUser.values()].reduce((sum, n) => sum + n, 0)} rewrites for 40 users × 10 credits (800 requests; statuses ${statuses})`);
    if (!creditsOk) for (const server of [a, b]) console.log(errorLines(server));

    // Rate limits: 5 a minute for one user, 12 requests split between the instances.
    const limited = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl, REWRITE_RATE_LIMIT_PER_MINUTE: '5' } });
    const limited2 = await startServer({ env: { ...SHARED, DATABASE_URL: databaseUrl, REWRITE_RATE_LIMIT_PER_MINUTE: '5' } });
    const [rateUser] = await accounts(limited, 1, 3);
    await grant(sql, [rateUser!], 100);
    const rated = await Promise.all(Array.from({ length: 12 }, (_, i) => postAs(i % 2 ? limited : limited2, rateUser!, '/api/rewrite-message', { message: DRAFT }).then(async (response) => (response.status === 429 ? (await response.json()).error.code : response.status))));
    check('rate limit across two instances', rated.filter((status) => status === 200).length === 5 && rated.filter((status) => status === 'rate_limited').length === 7, `${rated.filter((status) => status === 200).length} allowed of 12 with a limit of 5 (${rated.join(', ')})`);
    await limited.dispose();
    await limited2.dispose();

    // Fulfilment: one paid demo checkout, verified 20 times at once through both instances.
    const [buyer] = await accounts(a, 1, 4);
    const checkout = await (await postAs(a, buyer!, '/api/create-checkout', { priceId: 'price_demo_value' })).json();
    const sessionId = String(checkout.url).split('/').at(-1)!;
    await sql`update demo_checkout_sessions set status = 'complete', payment_status = 'paid' where id = ${sessionId}`;
    const verified = await Promise.all(Array.from({ length: 20 }, (_, i) => postAs(i % 2 ? a : b, buyer!, '/api/verify-purchase', { session_id: sessionId }).then((response) => response.json())));
    const added = verified.reduce((sum, body) => sum + (body.added ?? 0), 0);
    const [{ purchases }] = await sql<{ purchases: number }[]>`select count(*)::int as purchases from purchases where stripe_session_id = ${sessionId}`;
    check('fulfilment across two instances', added === 20 && purchases === 1, `${purchases} purchase row, ${added} credits added by 20 verifications`);
  } finally {
    await sql.end();
    await a.dispose();
    await b.dispose();
  }
}

setupBuild();
const base = process.env.LOADTEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
let databaseUrl: string | null = null;
let admin: postgres.Sql | null = null;
const name = `cooldraft_load_${process.pid}`;
if (base) {
  admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
  console.log(`load test on PostgreSQL (${url.host}), ${CONNECTIONS} connections, ${SECONDS} s per run`);
} else {
  console.log(`load test on embedded PGlite (set LOADTEST_DATABASE_URL or TEST_DATABASE_URL for PostgreSQL), ${CONNECTIONS} connections, ${SECONDS} s per run`);
}
try {
  await loadPhase(databaseUrl);
  if (databaseUrl) await twoInstances(databaseUrl);
  else console.log('two instances: skipped (needs PostgreSQL)');
} finally {
  if (admin) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
process.exit(failed ? 1 : 0);
