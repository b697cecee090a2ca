import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, postAs, signUpOverHttp } from '../helpers/accounts.ts';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

const DRAFT = 'Mark, you ALWAYS move my shifts without asking!!! I need Friday March 20 off as agreed, answer me by 5pm.';

describe('POST /api/rewrite-message', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('answers a verified free user with Sassy only, then 429 limit_reached', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.1' });
    const first = await postAs(server, account, '/api/rewrite-message', { message: DRAFT });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({ sassy: expect.any(String), chill: null, soft: null, isPremium: false });
    for (const fact of ['Mark', 'Friday', 'March 20', '5pm']) expect(body.sassy).toContain(fact);
    const second = await postAs(server, account, '/api/rewrite-message', { message: DRAFT });
    expect(second.status).toBe(429);
    expect((await second.json()).error.code).toBe('limit_reached');
  });

  it.each([
    ['no session', null, { message: DRAFT }, {}, 401, 'Authentication required', 'Please sign in to use this feature.'],
    ['missing message', 'verified', {}, {}, 400, 'Missing draft', 'Please paste your message first'],
    ['blank message', 'verified', { message: '   \n ' }, {}, 400, 'Missing draft', 'Please paste your message first'],
    ['short message', 'verified', { message: '  too short ' }, {}, 400, 'Message too short', 'Please enter at least 10 characters.'],
    ['long message', 'verified', { message: 'x'.repeat(5001) }, {}, 400, 'Message too long', 'Maximum 5000 characters allowed. Current: 5001'],
    ['wrong type', 'verified', { message: 42 }, {}, 400, 'Invalid request', null],
    ['array body', 'verified', [DRAFT], {}, 400, 'Invalid request', null],
    ['unknown audience', 'verified', { message: DRAFT, audience: 'cat' }, {}, 400, 'Invalid request', null],
    ['unverified email', 'unverified', { message: DRAFT }, {}, 403, 'Email Verification Required', 'Please verify your email address before using the rewrite feature. Check your inbox for the verification link.'],
  ] as const)('%s → the status and message of the catalogue', async (_name, who, body, headers, status, title, message) => {
    const account = who === null ? null : await signUpOverHttp(server, { verified: who === 'verified', ip: '192.0.2.2' });
    const response = await postAs(server, account, '/api/rewrite-message', body, headers);
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.error.title).toBe(title);
    if (message) expect(json.error.message).toBe(message);
  });

  it('refuses malformed JSON (400), other content types (415), huge bodies (413) and foreign origins (403)', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.3' });
    expect((await postAs(server, account, '/api/rewrite-message', '{"message": "unterminated')).status).toBe(400);
    const plain = await fetch(`${server.url}/api/rewrite-message`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Origin: server.url, Cookie: account.cookie }, body: DRAFT });
    expect(plain.status).toBe(415);
    const huge = await postAs(server, account, '/api/rewrite-message', { message: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const foreign = await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const noOrigin = await fetch(`${server.url}/api/rewrite-message`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: account.cookie }, body: JSON.stringify({ message: DRAFT }) });
    expect(noOrigin.status).toBe(403);
    // nothing above spent the credit
    expect((await postAs(server, account, '/api/rewrite-message', { message: DRAFT })).status).toBe(200);
  });

  it('12 parallel requests against 1 credit: exactly one 200, eleven 429', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.4' });
    const responses = await Promise.all(Array.from({ length: 12 }, () => postAs(server, account, '/api/rewrite-message', { message: DRAFT })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('POST /api/rewrite-message on PostgreSQL', () => {
  let server: RunningServer;
  let admin: postgres.Sql;
  const name = `cooldraft_e2e_${process.pid}`;
  beforeAll(async () => {
    admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    server = await startServer({ env: { DATABASE_URL: url.href, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await server?.dispose();
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('12 parallel requests against 1 credit: exactly one 200', async () => {
    expect(server.logs()).toMatch(/database: +PostgreSQL server/);
    const account = await signUpOverHttp(server, { ip: '192.0.2.5' });
    const responses = await Promise.all(Array.from({ length: 12 }, () => postAs(server, account, '/api/rewrite-message', { message: DRAFT })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(11);
  });
});

describe('the rewriter on /', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('signed out: Rewrite keeps the draft, goes to /auth, and after sign-in the draft is back on /', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.10' });
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.10' } });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    const textarea = page.getByLabel('Your draft message');
    await textarea.fill(DRAFT);
    expect(await page.locator('.rewriter__count').textContent()).toBe(`${[...DRAFT].length}/5000`);
    expect(await textarea.getAttribute('maxlength')).toBe('5000');
    await page.getByRole('button', { name: 'Rewrite' }).click();
    await page.waitForURL(`${server.url}/auth`);
    expect(page.url()).not.toContain('Mark');
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    expect(await page.getByLabel('Your draft message').inputValue()).toBe(DRAFT);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('Draft')))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a verified free user gets Sassy filled and Chill and Soft locked; the next click opens the paywall', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.11' });
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.11' } });
    await addSessionCookie(page.context(), server, account);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await page.getByLabel('Your draft message').fill(DRAFT);
    await page.getByLabel('Your draft message').press('Control+Enter');
    const sassy = page.locator('.tone-card--sassy');
    await sassy.locator('.tone-card__text').waitFor();
    expect(await sassy.locator('.tone-card__text').textContent()).toContain('March 20');
    expect(await sassy.getByText('Free preview').isVisible()).toBe(true);
    for (const tone of ['chill', 'soft']) {
      const card = page.locator(`.tone-card--${tone}`);
      expect(await card.getByText('Locked').isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: /Unlock/ }).isVisible()).toBe(true);
      expect(await card.locator('.tone-card__text').count()).toBe(0);
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await sassy.getByRole('button', { name: /Copy/ }).click();
    await sassy.getByText('Copied ✓').waitFor();

    await page.getByRole('button', { name: 'Rewrite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a Plan to Continue' });
    await dialog.waitFor();
    expect(await dialog.getByText("You've used your free rewrite. Select a plan to unlock more.").isVisible()).toBe(true);
    for (const name of ['Starter Pack', 'Value Pack', 'Premium Pack']) expect(await dialog.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await page.locator('.toast--error').count()).toBe(0); // a limit opens the paywall, no toast
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Focus stays inside the dialog and Escape closes it, giving focus back.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.tone-card--chill').getByRole('button', { name: /Unlock/ }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/Unlock Chill/);
    expect(errors.filter((error) => !/status of 429/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('an unverified user sees the verification message with a resend button, and no request is spent', async () => {
    const account = await signUpOverHttp(server, { verified: false, ip: '192.0.2.12' });
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.12' } });
    await addSessionCookie(page.context(), server, account);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-auth-signed-in]:not([hidden])') !== null)).toBe(true);
    await page.getByLabel('Your draft message').fill(DRAFT);
    await page.getByRole('button', { name: 'Rewrite' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Email Verification Required' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText('Verification email sent').waitFor();
    await page.context().close();
  });

  it('shows the validation messages of the catalogue in a toast', async () => {
    const page = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Rewrite' }).click();
    expect(await page.locator('.toast__title').last().textContent()).toBe('Missing draft');
    await page.getByLabel('Your draft message').fill('short');
    await page.getByRole('button', { name: 'Rewrite' }).click();
    expect(await page.locator('.toast__message').last().textContent()).toBe('Please enter at least 10 characters.');
    await page.context().close();
  });
});

describe('privacy: a canary draft leaves no trace', () => {
  it('is found nowhere after success and failure paths: not in logs, the database or the data folder', async () => {
    const canary = `CANARY-${process.pid}-${Date.now()}-zebra`;
    const draft = `Hi Sam, ${canary} the rent of $900 was due on June 1 and I need the repair done.`;
    const { startFakeAnthropic } = await import('../fakes/anthropic.ts');
    const fake = await startFakeAnthropic();
    const builtin = await startServer({ env: { TRUST_PROXY: '1' } });
    const anthropic = await startServer({ env: { TRUST_PROXY: '1', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url, REWRITE_TIMEOUT_MS: '300' } });
    try {
      // success on the built-in engine, then limit reached, validation failure and foreign origin
      const one = await signUpOverHttp(builtin, { ip: '192.0.2.20' });
      expect((await postAs(builtin, one, '/api/rewrite-message', { message: draft })).status).toBe(200);
      expect((await postAs(builtin, one, '/api/rewrite-message', { message: draft })).status).toBe(429);
      expect((await postAs(builtin, one, '/api/rewrite-message', { message: `${canary}${'x'.repeat(5000)}` })).status).toBe(400);
      expect((await postAs(builtin, one, '/api/rewrite-message', `{"message": "${canary}`)).status).toBe(400);
      // provider failures on the Anthropic path
      const two = await signUpOverHttp(anthropic, { ip: '192.0.2.21' });
      fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
      expect((await postAs(anthropic, two, '/api/rewrite-message', { message: draft })).status).toBe(503);
      fake.script({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
      expect((await postAs(anthropic, two, '/api/rewrite-message', { message: draft })).status).toBe(503);
      fake.script({ kind: 'malformed' });
      const malformed = await postAs(anthropic, two, '/api/rewrite-message', { message: draft });
      expect(malformed.status).toBe(502);
      expect(await malformed.text()).not.toContain(canary);
      expect((await postAs(anthropic, two, '/api/rewrite-message', { message: draft })).status).toBe(200);
      expect(fake.requests.some((request) => JSON.stringify(request.body).includes(canary))).toBe(true); // it did reach the provider
      // the streamed path and a regeneration, as a premium user, with one tone failing on the way
      const three = await signUpOverHttp(anthropic, { ip: '192.0.2.22' });
      const direct = postgres({ path: path.join(anthropic.dataDir, '.s.PGSQL.5432'), max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
      await direct`insert into subscriptions (user_id, status, total_limit) select id, 'active', 5 from "user" where email = ${three.email}`;
      await direct.end();
      fake.script({ kind: 'malformed' });
      const streamed = await postAs(anthropic, three, '/api/rewrite-message', { message: draft, audience: 'landlord' }, { Accept: 'text/event-stream' });
      expect(await streamed.text()).toContain('event: done');
      const plain = await postAs(anthropic, three, '/api/rewrite-message', { message: draft });
      const rewriteId = plain.headers.get('x-rewrite-id')!;
      expect((await postAs(anthropic, three, '/api/regenerate-tone', { message: draft, tone: 'soft', rewriteId })).status).toBe(200);
      fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
      expect((await postAs(anthropic, three, '/api/regenerate-tone', { message: draft, tone: 'chill', rewriteId })).status).toBe(503);

      for (const server of [builtin, anthropic]) {
        expect(server.logs()).not.toContain(canary);
        // every text column of every table
        const sql = postgres({ path: path.join(server.dataDir, '.s.PGSQL.5432'), max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
        const tables = await sql<{ table_name: string }[]>`select table_name from information_schema.tables where table_schema = 'public'`;
        for (const { table_name } of tables) {
          const rows = await sql.unsafe(`select * from "${table_name}"`);
          expect(JSON.stringify(rows), table_name).not.toContain(canary);
        }
        await sql.end();
      }
      await builtin.stop();
      await anthropic.stop();
      for (const server of [builtin, anthropic]) {
        const files = fs.readdirSync(server.dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
        for (const file of files) {
          const bytes = fs.readFileSync(path.join(file.parentPath, file.name));
          expect(bytes.includes(canary), path.join(file.parentPath, file.name)).toBe(false);
        }
      }
    } finally {
      await builtin.dispose();
      await anthropic.dispose();
      await fake.stop();
    }
  });
});
