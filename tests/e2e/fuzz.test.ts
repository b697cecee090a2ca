// Bad input everywhere: arbitrary JSON, wrong types, huge strings, deep nesting, invalid UTF-8, wrong
// content types, missing or foreign Origin → always a 4xx, never a 500, and the server stays healthy.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from '../helpers/accounts.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

const JSON_ENDPOINTS = ['/api/rewrite-message', '/api/create-checkout', '/api/verify-purchase', '/api/customer-portal'];
const AUTH_ENDPOINTS = ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/request-password-reset', '/api/auth/reset-password'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

describe('bad input never gets a 500', () => {
  let server: RunningServer;
  let account: TestAccount;
  let ip = 0;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    account = await signUpOverHttp(server, { ip: '198.18.0.1' });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** Raw HTTP, so the body can be any bytes and any header combination. */
  function send(path: string, body: Buffer | string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${server.url}${path}`, { method: 'POST', headers: { 'X-Forwarded-For': `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString() }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  const signedIn = () => ({ 'Content-Type': 'application/json', Origin: server.url, Cookie: account.cookie });

  it.each(JSON_ENDPOINTS)('%s: arbitrary JSON values answer 2xx/4xx with a JSON error, never 5xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const response = await send(path, JSON.stringify(value), signedIn());
        expect(response.status, `${path} ${JSON.stringify(value).slice(0, 200)}`).toBeLessThan(500);
        if (response.status >= 400) expect(JSON.parse(response.text).error.code).toEqual(expect.any(String));
      }),
      { numRuns: RUNS },
    );
  });

  it.each(JSON_ENDPOINTS)('%s: objects with the right keys and wrong types answer 4xx', async (path) => {
    const field = fc.oneof(fc.constant('message'), fc.constant('priceId'), fc.constant('session_id'), fc.constant('audience'), fc.constant('channel'));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(field, fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object(), fc.string({ maxLength: 300 }))), async (body) => {
        const response = await send(path, JSON.stringify(body), signedIn());
        expect(response.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([...JSON_ENDPOINTS, ...AUTH_ENDPOINTS])('%s: malformed JSON, invalid UTF-8, deep nesting, huge bodies and wrong content types answer 4xx', async (path) => {
    const cases: [string, Buffer | string, Record<string, string>][] = [
      ['truncated JSON', '{"message": "abc', signedIn()],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), signedIn()],
      ['deep nesting', '['.repeat(20_000) + ']'.repeat(20_000), signedIn()],
      ['a huge string', JSON.stringify({ message: 'x'.repeat(2_000_000) }), signedIn()],
      ['text/plain', 'hello', { ...signedIn(), 'Content-Type': 'text/plain' }],
      ['form data', 'message=hello', { ...signedIn(), 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['no content type', '{}', { Origin: server.url, Cookie: account.cookie }],
      ['empty body', '', signedIn()],
      ['NUL bytes', '{"message":"\u0000\u0000\u0000 twelve chars"}', signedIn()],
    ];
    for (const [name, body, headers] of cases) {
      const response = await send(path, body, headers);
      expect(response.status, `${path}: ${name} → ${response.status} ${response.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${path}: ${name} → ${response.status} ${response.text.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it.each([...JSON_ENDPOINTS, ...AUTH_ENDPOINTS])('%s: a foreign or missing Origin with a session cookie is refused with 403', async (path) => {
    expect((await send(path, '{}', { ...signedIn(), Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(path, '{}', { 'Content-Type': 'application/json', Cookie: account.cookie })).status).toBe(403);
    expect((await send(path, '{}', { 'Content-Type': 'application/json', Cookie: account.cookie, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
  });

  it('the webhook answers arbitrary bodies and signatures with 400, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2000 }), fc.string({ maxLength: 200 }), async (body, signature) => {
        const response = await send('/api/stripe/webhook', body, { 'Content-Type': 'application/json', 'Stripe-Signature': signature });
        expect(response.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
    expect((await send('/api/stripe/webhook', 'x'.repeat(3_000_000), { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=x' })).status).toBe(413);
  });

  it('stays healthy and logs no server error after all of it', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const lines = server.logs().split('\n').filter((line) => line.startsWith('{'));
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; status?: number; requestId?: string; route?: string; durationMs?: number });
    const logged = requests.filter((line) => line.msg === 'request');
    expect(logged.length).toBeGreaterThan(100);
    expect(logged.every((line) => typeof line.requestId === 'string' && typeof line.durationMs === 'number' && typeof line.route === 'string')).toBe(true);
    expect(logged.filter((line) => (line.status ?? 0) >= 500)).toEqual([]);
  });
});
