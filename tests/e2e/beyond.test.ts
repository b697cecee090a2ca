// Issue 8: the heat meter, who-and-where context, facts-kept chips, heat after, streamed parallel
// tones and regenerating one tone — against the real server with a fake Anthropic API.
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOf, startFakeAnthropic } from '../fakes/anthropic.ts';
import type { FakeAnthropic } from '../fakes/anthropic.ts';
import { addSessionCookie, postAs, signUpOverHttp } from '../helpers/accounts.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

const DRAFT = 'Sam, you NEVER answer me!!! The $300 for the concert on Friday at 8pm was MY money. Pay me back by Sunday or we are done, you idiot.';
const DELAYS = { sassy: 150, chill: 700, soft: 1500 };

describe('beyond the peers', () => {
  let server: RunningServer;
  let fake: FakeAnthropic;
  let browser: Browser;
  let ip = 100;

  beforeAll(async () => {
    fake = await startFakeAnthropic();
    fake.setDefault({ kind: 'ok', delayByTone: DELAYS });
    server = await startServer({ env: { TRUST_PROXY: '1', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url, REWRITE_TIMEOUT_MS: '5000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
    await fake?.stop();
  });

  async function premiumAccount(): Promise<TestAccount> {
    const account = await signUpOverHttp(server, { ip: `192.0.2.${ip++}` });
    const sql = postgres({ path: path.join(server.dataDir, '.s.PGSQL.5432'), max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
    await sql`insert into subscriptions (user_id, status, total_limit) select id, 'active', 11 from "user" where email = ${account.email}`;
    await sql.end();
    return account;
  }

  async function usage(account: TestAccount): Promise<{ used: number; remaining: number }> {
    const view = await (await fetch(`${server.url}/api/account`, { headers: { Cookie: account.cookie } })).json();
    return view.allowance;
  }

  /** Reads an SSE response into events with their arrival times. */
  async function readEvents(response: Response): Promise<{ type: string; at: number; data: Record<string, unknown> }[]> {
    const started = Date.now();
    const events: { type: string; at: number; data: Record<string, unknown> }[] = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = JSON.parse(block.split('\n').find((line) => line.startsWith('data: '))!.slice(6));
        events.push({ type: data.type, at: Date.now() - started, data });
      }
    }
    return events;
  }

  it('streams the three tones in parallel: the first arrives long before the slowest; one credit is spent', async () => {
    const account = await premiumAccount();
    fake.requests.length = 0;
    const response = await postAs(server, account, '/api/rewrite-message', { message: DRAFT, audience: 'friend', channel: 'text' }, { Accept: 'text/event-stream' });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);
    expect(events.map((event) => event.type)).toEqual(['start', 'tone', 'tone', 'tone', 'done']);
    const tones = events.filter((event) => event.type === 'tone');
    expect(tones.map((event) => event.data.tone)).toEqual(['sassy', 'chill', 'soft']);
    expect(tones[0]!.at).toBeLessThan(tones[2]!.at - 800);
    expect(events.at(-1)!.data.rewriteId).toEqual(expect.any(String));
    // three requests, in parallel, one tone each, with the context
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(request.body.tools?.[0]?.input_schema.required).toHaveLength(1);
      expect(request.body.messages[0]!.content).toMatch(/for: friend/);
      expect(request.body.messages[0]!.content).toMatch(/a text message/);
      expect(draftOf(request)).toBe(DRAFT);
    }
    expect(await usage(account)).toMatchObject({ used: 1, remaining: 10 });
  });

  it('a client that leaves before any tone arrives keeps its credit; one that got a tone has spent it', async () => {
    const account = await premiumAccount();
    const early = new AbortController();
    const response = await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { Accept: 'text/event-stream' });
    void early;
    const reader = response.body!.getReader();
    await reader.read(); // the start event only
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await usage(account)).toMatchObject({ used: 0 });

    const second = await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { Accept: 'text/event-stream' });
    const reader2 = second.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: tone')) text += (await reader2.read()).value ?? '';
    await reader2.cancel();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await usage(account)).toMatchObject({ used: 1 });
  });

  it('when every tone fails the stream says so and the credit comes back; when one fails the engine fills it', async () => {
    const account = await premiumAccount();
    fake.setDefault({ kind: 'status', status: 500 });
    const failed = await readEvents(await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { Accept: 'text/event-stream' }));
    expect(failed.map((event) => event.type)).toEqual(['start', 'error']);
    expect(failed[1]!.data).toMatchObject({ status: 503, error: { message: 'Failed to rewrite message. Please try again.' } });
    expect(await usage(account)).toMatchObject({ used: 0 });
    fake.setDefault({ kind: 'ok', delayByTone: DELAYS });
    fake.script({ kind: 'malformed' }); // the first of the three parallel requests
    const partial = await readEvents(await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { Accept: 'text/event-stream' }));
    expect(partial.filter((event) => event.type === 'tone')).toHaveLength(3);
    expect(await usage(account)).toMatchObject({ used: 1 });
  });

  it('regenerates a tone twice at no extra credit, then says no; a rewrite id only works for its own draft', async () => {
    const account = await premiumAccount();
    const first = await postAs(server, account, '/api/rewrite-message', { message: DRAFT });
    expect(first.status).toBe(200);
    expect(Object.keys(await first.json()).sort()).toEqual(['chill', 'isPremium', 'sassy', 'soft']);
    const rewriteId = first.headers.get('x-rewrite-id')!;
    expect(rewriteId).toBeTruthy();
    for (const remaining of [1, 0]) {
      const again = await postAs(server, account, '/api/regenerate-tone', { message: DRAFT, tone: 'soft', rewriteId });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ tone: 'soft', text: expect.any(String), remaining });
    }
    const third = await postAs(server, account, '/api/regenerate-tone', { message: DRAFT, tone: 'soft', rewriteId });
    expect(third.status).toBe(429);
    expect((await third.json()).error.code).toBe('regeneration_limit');
    expect((await postAs(server, account, '/api/regenerate-tone', { message: DRAFT, tone: 'chill', rewriteId })).status).toBe(200);
    expect((await postAs(server, account, '/api/regenerate-tone', { message: `${DRAFT} Also this.`, tone: 'chill', rewriteId })).status).toBe(400);
    const other = await premiumAccount();
    expect((await postAs(server, other, '/api/regenerate-tone', { message: DRAFT, tone: 'chill', rewriteId })).status).toBe(400);
    expect(await usage(account)).toMatchObject({ used: 1 });
    expect(fake.requests.some((request) => /another version/.test(request.body.messages[0]!.content))).toBe(true);
  });

  it('a free user gets no rewrite id', async () => {
    const account = await signUpOverHttp(server, { ip: `192.0.2.${ip++}` });
    const response = await postAs(server, account, '/api/rewrite-message', { message: DRAFT });
    expect(response.headers.get('x-rewrite-id')).toBeNull();
    expect(await response.json()).toMatchObject({ chill: null, soft: null, isPremium: false });
  });

  it('the heat meter rises as a heated draft is typed, highlights the words, and falls when it is calmed', async () => {
    const page = await openPage(browser);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    const textarea = page.getByLabel('Your draft message');
    const score = async () => Number(/Heat (\d+)/.exec((await page.locator('.heat__score').textContent()) ?? '')?.[1]);
    await textarea.fill('Hi Sam, could we talk about the concert money on Friday?');
    const calm = await score();
    await textarea.fill(DRAFT);
    const heated = await score();
    expect(heated).toBeGreaterThan(calm + 30);
    expect(await page.locator('.heat__score').textContent()).toMatch(/Heat \d+ · (heated|explosive)/);
    const marks = await page.locator('.draft-field__mirror mark').allTextContents();
    expect(marks.join(' ')).toMatch(/NEVER/);
    expect(marks.join(' ')).toMatch(/idiot/);
    expect((await page.locator('.heat__reasons li').allTextContents()).join(' ')).toMatch(/shouting|CAPS/i);
    await textarea.fill('Hi Sam, I would like the $300 for the concert on Friday at 8pm back by Sunday, please.');
    expect(await score()).toBeLessThan(heated - 30);
    expect(await page.locator('.draft-field__mirror mark').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cards fill as their tone arrives, with kept facts, their own heat and a regenerate button', async () => {
    const account = await premiumAccount();
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${ip++}` } });
    await addSessionCookie(page.context(), server, account);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await page.getByLabel('Your draft message').fill(DRAFT);
    await page.getByLabel('Who is it for?').selectOption('friend');
    await page.locator('label.radio-pill', { hasText: 'Text' }).click();
    await page.getByRole('button', { name: 'Rewrite' }).click();
    await page.locator('.tone-card--sassy .tone-card__text').waitFor();
    // the slowest tone is still on its way when the first is visible
    expect(await page.locator('.tone-card--soft .tone-card__text').count()).toBe(0);
    await page.locator('.tone-card--soft .tone-card__text').waitFor();
    const chips = await page.locator('.tone-card--chill .fact-chip').allTextContents();
    expect(chips.every((chip) => chip.includes('Kept: '))).toBe(true);
    for (const fact of ['$300', 'Friday', '8pm', 'Sunday']) expect(chips.join(' ')).toContain(fact);
    expect(await page.locator('.tone-card--chill .tone-card__heat').textContent()).toMatch(/Heat \d+ · your draft: \d+/);
    const before = await page.locator('.tone-card--soft .tone-card__text').textContent();
    await page.locator('.tone-card--soft').getByRole('button', { name: /Regenerate/ }).click();
    await page.locator('.tone-card--soft').getByRole('button', { name: /1 left/ }).waitFor();
    expect(typeof before).toBe('string');
    const last = fake.requests.at(-1)!;
    expect(last.body.messages[0]!.content).toMatch(/for: friend/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
