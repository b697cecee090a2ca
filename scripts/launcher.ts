// Starts Cooldraft: validates the configuration, starts the embedded database when no DATABASE_URL is
// given, applies migrations, then serves the built app (static files first, Astro for the rest).
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeModes, loadConfig } from '../src/lib/server/config.ts';
import { settleOwedCredits } from '../src/lib/server/credits.ts';
import { connectDatabase, setSql } from '../src/lib/server/db.ts';
import { startEmbeddedPostgres } from '../src/lib/server/embedded-db.ts';
import type { EmbeddedPostgres } from '../src/lib/server/embedded-db.ts';
import { migrate } from '../src/lib/server/migrate.ts';
import { requestStorage } from '../src/lib/server/request-context.ts';
import type { RequestContext } from '../src/lib/server/request-context.ts';
import { CLIENT_IP_HEADER } from '../src/lib/server/client-ip.ts';
import { baseSecurityHeaders } from '../src/lib/server/security-headers.ts';
import { loadOrCreateSecrets } from './lib/secrets.ts';
import { StaticFiles } from './lib/static-files.ts';

process.env.NODE_ENV ||= 'production'; // React and better-auth pick their production paths
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHUTDOWN_GRACE_MS = 10_000;

function fail(lines: string[]): never {
  console.error(['Cooldraft cannot start:', ...lines.map((line) => `  - ${line}`)].join('\n'));
  process.exit(1);
}

function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe);
  } catch (error) {
    fail([`DATA_DIR ${dir} is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}). Choose another DATA_DIR or fix its permissions.`]);
  }
}

const initial = loadConfig(process.env);
if (!initial.ok) fail(initial.errors);
ensureWritableDir(initial.config.dataDir);

// Fill in generated secrets before anything else reads the configuration.
const secrets = loadOrCreateSecrets(initial.config.dataDir);
process.env.AUTH_SECRET ||= secrets.authSecret;
if (initial.config.payments.mode === 'demo') process.env.STRIPE_WEBHOOK_SECRET ||= secrets.demoWebhookSecret;
const loaded = loadConfig(process.env);
if (!loaded.ok) fail(loaded.errors);
const config = loaded.config;

const serverEntry = path.join(root, 'dist', 'server', 'entry.mjs');
const clientDir = path.join(root, 'dist', 'client');
process.env.COOLDRAFT_CLIENT_DIR = clientDir; // where rendered pages find the prerendered 404 page
if (!fs.existsSync(serverEntry)) fail(['The app is not built: run `npm run build` (or `npm start`, which builds).']);

let embedded: EmbeddedPostgres | null = null;
if (!config.databaseUrl) {
  try {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.dataDir);
  } catch (error) {
    fail([`the embedded database in ${path.join(config.dataDir, 'pg')} could not start: ${(error as Error).message}`]);
  }
}
const sql = connectDatabase(config.databaseUrl ? { url: config.databaseUrl } : { socketPath: embedded!.socketPath });
// scripts/patch-postgres.mjs runs on install; without it a dropped connection can crash the process.
const driverSource = fs.readFileSync(new URL('./connection.js', import.meta.resolve('postgres')), 'utf8');
if (!driverSource.includes('cooldraft: nextWrite guard')) {
  console.warn('WARNING: postgres.js is not patched (installed with --ignore-scripts?): run `node scripts/patch-postgres.mjs`.');
}
try {
  const applied = await migrate(sql, path.join(root, 'db', 'migrations'));
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
} catch (error) {
  fail([`the database migrations failed: ${(error as Error).message}`]);
}
setSql(sql);

const { handler } = (await import(pathToFileURL(serverEntry).href)) as {
  handler: (req: http.IncomingMessage, res: http.ServerResponse, next?: (err?: unknown) => void) => Promise<void>;
};
const staticFiles = new StaticFiles(clientDir);
const securityHeaders = Object.entries(baseSecurityHeaders(config.isHttps));

/**
 * decisions.md: rate limits key on the socket's address; X-Forwarded-For is believed only with
 * TRUST_PROXY=1, and then only its last entry — the one our own proxy appended.
 */
function clientIp(req: http.IncomingMessage): string {
  if (config.trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const nearest = forwarded.at(-1);
    if (nearest) return nearest;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

const storage = requestStorage();

/** One structured line per request: ids, route, status, duration — never a body. */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse, context: RequestContext, started: number): void {
  const route = (req.url ?? '/').split('?')[0];
  const line = {
    time: new Date().toISOString(),
    level: res.statusCode >= 500 ? 'error' : 'info',
    msg: 'request',
    requestId: context.requestId,
    method: req.method,
    route,
    status: res.statusCode,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    userId: context.userId ?? undefined,
  };
  console.log(JSON.stringify(line));
}

const quietStatic = process.env.LOG_STATIC !== '1'; // static hits are many and tell little

const server = http.createServer((req, res) => {
  const started = performance.now();
  const context: RequestContext = { requestId: randomUUID(), userId: null };
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  res.setHeader('X-Request-Id', context.requestId);
  req.headers[CLIENT_IP_HEADER] = clientIp(req); // overwrites anything the client sent
  if (staticFiles.serve(req, res)) {
    if (!quietStatic) res.once('finish', () => logRequest(req, res, context, started));
    return;
  }
  res.once('finish', () => logRequest(req, res, context, started));
  storage.run(context, () => {
    handler(req, res, (error) => {
      if (error) console.error(JSON.stringify({ level: 'error', msg: 'unhandled request error', requestId: context.requestId, error: String(error) }));
      if (!res.headersSent && staticFiles.notFoundPage) staticFiles.send(req, res, staticFiles.notFoundPage, 404);
      else if (!res.writableEnded) res.end();
    }).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', msg: 'request failed', requestId: context.requestId, error: String(error) }));
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'internal_error', title: 'Error', message: 'Something went wrong on our side. Please try again.' } }));
      } else if (!res.writableEnded) res.end();
    });
  });
});
server.keepAliveTimeout = 5_000;
server.on('error', (error: NodeJS.ErrnoException) => {
  fail([error.code === 'EADDRINUSE' ? `port ${config.port} is already in use: stop the other server or set PORT.` : `the server could not listen: ${error.message}`]);
});

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const banner = [`Cooldraft listening on http://localhost:${port}`, ...describeModes(config).map((line) => `  ${line}`)];
  console.log(banner.join('\n'));
  if (config.payments.mode === 'demo') {
    console.warn('WARNING: payments are SIMULATED (demo mode). No card is charged; set STRIPE_SECRET_KEY for real payments.');
  }
});

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing requests in flight, then closing the database`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const grace = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
  await Promise.race([closed, grace]);
  server.closeAllConnections();
  const owed = await settleOwedCredits();
  if (owed > 0) console.error(`${owed} credit(s) for failed requests could not be given back: the database did not answer`);
  await sql.end({ timeout: 5 });
  await embedded?.stop();
  console.log('stopped cleanly');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
