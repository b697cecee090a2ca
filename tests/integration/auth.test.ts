import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authOptions } from '../../src/lib/server/auth.ts';
import { CLIENT_IP_HEADER } from '../../src/lib/server/client-ip.ts';
import { loadConfig } from '../../src/lib/server/config.ts';
import { startSmtpServer } from '../fakes/smtp.ts';
import { BACKENDS, createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';

const SITE = 'http://localhost:4321';

describe.each(BACKENDS)('accounts on %s with real SMTP', (backend) => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let auth: ReturnType<typeof betterAuth>;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    smtp = await startSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-auth-'));
    const result = loadConfig({ AUTH_SECRET: 's'.repeat(40), SMTP_URL: smtp.url, DATA_DIR: dataDir, MAIL_FROM: 'Cooldraft <hello@cooldraft.example>' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    auth = betterAuth(authOptions(db.sql, result.config));
  });
  afterAll(async () => {
    await smtp?.stop();
    await db?.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function call(pathname: string, init: { body?: unknown; cookie?: string; ip?: string; method?: string } = {}): Promise<Response> {
    const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: init.ip ?? '203.0.113.1' });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    if (init.cookie) headers.set('cookie', init.cookie);
    return auth.handler(new Request(`${SITE}/api/auth${pathname}`, { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }));
  }

  const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  async function mailTo(email: string, count: number): Promise<(typeof smtp.received)[number]> {
    for (let tries = 0; tries < 100 && mailsTo(email).length < count; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = mailsTo(email)[count - 1];
    if (!mail) throw new Error(`no email #${count} to ${email}`);
    return mail;
  }

  it('signs up signed in but unverified, emails a link that verifies and lands on /', async () => {
    const signUp = await call('/sign-up/email', { body: { email: 'Ana@Example.com', password: 'long enough password' } });
    expect(signUp.status).toBe(200);
    const cookie = cookieOf(signUp);
    expect(cookie).toMatch(/^cooldraft\.session_token=/);
    const session = await (await call('/get-session', { cookie })).json();
    expect(session.user).toMatchObject({ email: 'ana@example.com', emailVerified: false });

    const mail = await mailTo('ana@example.com', 1);
    expect(mail.subject).toContain('Verify your email');
    expect(mail.text).toMatch(/expires in 24 hours/);
    expect(mail.text).toMatch(/ignore this email/);
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(SITE);
    expect(url.searchParams.get('callbackURL')).toBe('/?verified=1');

    const verify = await auth.handler(new Request(link!, { headers: { [CLIENT_IP_HEADER]: '203.0.113.1' } }));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/?verified=1');
    const after = await (await call('/get-session', { cookie })).json();
    expect(after.user.emailVerified).toBe(true);
  });

  it('a second sign-up with the same email signs no one in, answers like a new one and tells the owner', async () => {
    const first = await call('/sign-up/email', { body: { email: 'ben@example.com', password: 'first password' }, ip: '203.0.113.2' });
    expect(first.status).toBe(200);
    const again = await call('/sign-up/email', { body: { email: 'ben@example.com', password: 'attacker password' }, ip: '203.0.113.2' });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    const body = await again.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys((await first.clone().json()).user).sort());
    const mail = await mailTo('ben@example.com', 2);
    expect(mail.subject).toMatch(/tried to sign up/);
    const wrong = await call('/sign-in/email', { body: { email: 'ben@example.com', password: 'attacker password' }, ip: '203.0.113.2' });
    expect(wrong.status).toBe(401);
  });

  it('refuses passwords under 8 characters', async () => {
    const response = await call('/sign-up/email', { body: { email: 'short@example.com', password: 'seven77' }, ip: '203.0.113.3' });
    expect(response.status).toBe(400);
  });

  it('resets a password once: the token works once, old sessions end, unknown emails answer the same', async () => {
    const signUp = await call('/sign-up/email', { body: { email: 'cleo@example.com', password: 'old password 1' }, ip: '203.0.113.4' });
    const oldCookie = cookieOf(signUp);
    const known = await call('/request-password-reset', { body: { email: 'cleo@example.com', redirectTo: '/auth/reset-password' }, ip: '203.0.113.4' });
    const unknown = await call('/request-password-reset', { body: { email: 'nobody@example.com', redirectTo: '/auth/reset-password' }, ip: '203.0.113.4' });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    expect(mailsTo('nobody@example.com')).toEqual([]);

    const mail = await mailTo('cleo@example.com', 2); // 1: verification, 2: reset
    expect(mail.subject).toMatch(/Reset your Cooldraft password/);
    const link = mail.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
    const redirect = await auth.handler(new Request(link!, { headers: { [CLIENT_IP_HEADER]: '203.0.113.4' } }));
    const location = new URL(redirect.headers.get('location')!, SITE);
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await call('/reset-password', { body: { newPassword: 'new password 2', token }, ip: '203.0.113.4' });
    expect(reset.status).toBe(200);
    const replay = await call('/reset-password', { body: { newPassword: 'third password 3', token }, ip: '203.0.113.4' });
    expect(replay.status).toBe(400);
    expect(await (await call('/get-session', { cookie: oldCookie })).json()).toBeNull();
    expect((await call('/sign-in/email', { body: { email: 'cleo@example.com', password: 'old password 1' }, ip: '203.0.113.4' })).status).toBe(401);
    expect((await call('/sign-in/email', { body: { email: 'cleo@example.com', password: 'new password 2' }, ip: '203.0.113.4' })).status).toBe(200);
  });

  it('rate-limits repeated failed sign-ins per client address, in the database', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await call('/sign-in/email', { body: { email: 'ana@example.com', password: 'wrong password' }, ip: '198.51.100.7' })).status);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    // another address is not affected
    expect((await call('/sign-in/email', { body: { email: 'ana@example.com', password: 'wrong password' }, ip: '198.51.100.8' })).status).toBe(401);
    const [{ count }] = await db.sql<{ count: number }[]>`select count(*)::int as count from "rateLimit"`;
    expect(count).toBeGreaterThan(0);
  });

  it('deletes an account with its password: user, sessions, credits and usage go; purchases stay without the person', async () => {
    const signUp = await call('/sign-up/email', { body: { email: 'dev@example.com', password: 'delete me please' }, ip: '203.0.113.5' });
    const cookie = cookieOf(signUp);
    const { user } = await (await call('/get-session', { cookie })).json();
    await db.sql`insert into subscriptions (user_id, status, total_limit) values (${user.id}, 'active', 6)`;
    await db.sql`insert into usage_logs (user_id) values (${user.id})`;
    await db.sql`insert into purchases (stripe_session_id, user_id, pack_id, price_id, credits, amount_cents, mode) values ('cs_delete_test', ${user.id}, 'starter', 'price_demo_starter', 5, 500, 'demo')`;

    expect((await call('/delete-user', { body: { password: 'wrong password' }, cookie, ip: '203.0.113.5' })).status).toBe(400);
    const deleted = await call('/delete-user', { body: { password: 'delete me please' }, cookie, ip: '203.0.113.5' });
    expect(deleted.status).toBe(200);
    const counts = await db.sql<{ users: number; sessions: number; subscriptions: number; usage: number }[]>`
      select (select count(*)::int from "user" where id = ${user.id}) as users,
             (select count(*)::int from "session" where "userId" = ${user.id}) as sessions,
             (select count(*)::int from subscriptions where user_id = ${user.id}) as subscriptions,
             (select count(*)::int from usage_logs where user_id = ${user.id}) as usage`;
    expect(counts[0]).toEqual({ users: 0, sessions: 0, subscriptions: 0, usage: 0 });
    const [purchase] = await db.sql`select user_id, credits, amount_cents from purchases where stripe_session_id = 'cs_delete_test'`;
    expect(purchase).toEqual({ user_id: null, credits: 5, amount_cents: 500 });
  });
});

describe('session cookies over https', () => {
  it('are Secure, __Secure- prefixed, HttpOnly and SameSite=Lax when SITE_URL is https', async () => {
    const db = await createTestDatabase('pglite');
    try {
      const result = loadConfig({ SITE_URL: 'https://cooldraft.example', AUTH_SECRET: 's'.repeat(40), ALLOW_DEMO: '1', DATA_DIR: os.tmpdir() });
      if (!result.ok) throw new Error(result.errors.join(' '));
      const secureAuth = betterAuth(authOptions(db.sql, result.config));
      const response = await secureAuth.handler(new Request('https://cooldraft.example/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://cooldraft.example', [CLIENT_IP_HEADER]: '203.0.113.9' },
        body: JSON.stringify({ email: 'secure@example.com', password: 'secure password' }),
      }));
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-cooldraft\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await db.cleanup();
    }
  });
});
