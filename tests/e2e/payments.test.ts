import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookie, postAs, signUpOverHttp } from '../helpers/accounts.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

const DRAFT = 'Dana, the $450 for invoice INV-2291 was due March 3. Pay it by Friday 5pm or I report you!!!';

describe('credit packs in demo mode', () => {
  let server: RunningServer;
  let browser: Browser;
  let ip = 30;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  async function personWith(account: TestAccount | null): Promise<Page> {
    const page = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${ip++}` } });
    if (account) await addSessionCookie(page.context(), server, account);
    return page;
  }

  it('the pricing page shows the three packs from the catalogue, the FAQ with structured data and "Try It Free First"', async () => {
    const page = await personWith(null);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/pricing`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose Your Credits Pack');
    const text = await page.locator('.pack-grid').textContent();
    for (const expected of ['Starter Pack', '$5', '$1.00 per rewrite', '5 rewrites', 'Value Pack', '$10', '$0.50 per rewrite', '20 rewrites', 'Most popular', 'Premium Pack', '$20', '$0.57 per rewrite', '35 rewrites']) {
      expect(text).toContain(expected);
    }
    for (const question of ['Is my text stored?', 'How do credits work?', 'How do the tones differ?']) expect(await page.getByText(question).isVisible()).toBe(true);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((block) => JSON.parse(block)['@type'] === 'FAQPage')).toBe(true);
    expect(await page.getByRole('link', { name: 'Try It Free First' }).getAttribute('href')).toBe('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('signed out: choosing a pack remembers it, and signing in starts checkout', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.60' });
    const page = await personWith(null);
    await page.goto(`${server.url}/pricing`);
    await page.locator('[data-pack="value"][data-ready]').click();
    await page.waitForURL(/\/auth/);
    expect(await page.evaluate(() => localStorage.getItem('pendingPriceId'))).toBe('price_demo_value');
    await page.getByText('Account Required').waitFor();
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/checkout\/demo\/cs_demo_/);
    expect(await page.evaluate(() => localStorage.getItem('pendingPriceId'))).toBeNull();
    expect(await page.getByText('Value Pack').isVisible()).toBe(true);
    await page.context().close();
  });

  it('buys the Starter pack: demo page → Pay → /success → credits → a premium rewrite in all three tones → Manage Plan', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.61' });
    expect((await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { 'X-Forwarded-For': '192.0.2.61' })).status).toBe(200); // the free rewrite
    const page = await personWith(account);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/pricing`);
    await page.locator('[data-pack="starter"][data-ready]').click();
    await page.waitForURL(/\/checkout\/demo\/cs_demo_/);
    expect(await page.getByText('Demo mode — no card is charged').isVisible()).toBe(true);
    expect(await page.locator('.demo__summary').textContent()).toMatch(/Starter Pack.*5 rewrites.*\$5 one-time/s);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/success\?session_id=cs_demo_/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment Successful!');
    await page.getByText('Credits added').waitFor();
    expect(await page.locator('[data-success-status]').textContent()).toBe('Added 5 credits to your account.');
    // a second visit to /success says the same and grants nothing more
    await page.reload();
    await page.locator('[data-success-status][data-done]').waitFor();
    expect(await page.locator('[data-success-status]').textContent()).toBe('Added 5 credits to your account.');

    const account1 = await (await fetch(`${server.url}/api/account`, { headers: { Cookie: account.cookie } })).json();
    expect(account1).toMatchObject({ isPremium: true, allowance: { mode: 'total', limit: 6, used: 1, remaining: 5 } });
    expect(account1.purchases).toHaveLength(1);
    expect(account1.purchases[0]).toMatchObject({ packId: 'starter', credits: 5, amountCents: 500 });

    await page.getByRole('link', { name: 'Start Rewriting' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await page.getByLabel('Your draft message').fill(DRAFT);
    await page.getByRole('button', { name: 'Rewrite' }).click();
    for (const tone of ['sassy', 'chill', 'soft']) {
      const card = page.locator(`.tone-card--${tone} .tone-card__text`);
      await card.waitFor();
      expect(await card.textContent()).toContain('INV-2291');
    }
    expect(await page.getByText('Free preview').count()).toBe(0);
    expect(await page.getByText('Locked').count()).toBe(0);

    await page.goto(`${server.url}/account`);
    expect(await page.locator('[data-usage-remaining]').textContent()).toBe('4 of 6');
    await page.locator('button[data-ready]', { hasText: 'Manage Plan' }).click();
    await page.waitForURL(`${server.url}/account/purchases`);
    expect(await page.getByRole('cell', { name: 'Starter Pack' }).isVisible()).toBe(true);
    expect(errors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('a pack chosen while the session is still loading goes to checkout, not to sign-up', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.68' });
    const page = await personWith(account);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await held; // the session answers only after the click
      await route.continue();
    });
    await page.goto(`${server.url}/pricing`);
    await page.locator('[data-pack="starter"][data-ready]').click();
    release();
    await page.waitForURL(/\/checkout\/demo\/cs_demo_/);
    expect(await page.evaluate(() => localStorage.getItem('pendingPriceId'))).toBeNull();
    await page.context().close();
  });

  it('a free account shows "Upgrade Now" linking to /pricing', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.62' });
    const page = await personWith(account);
    await page.goto(`${server.url}/account`);
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing');
    expect(await page.locator('[data-usage-remaining]').textContent()).toBe('1 of 1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('an invalid stored pack: after sign-in → error and home; on a loading session → error and /pricing', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.63' });
    const page = await personWith(null);
    await page.goto(`${server.url}/auth`);
    await page.evaluate(() => localStorage.setItem('pendingPriceId', 'price_made_up'));
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Invalid pricing plan. Please select a valid plan.').waitFor();

    // (stored as /privacy starts, not on the home page before it: a session refresh there would resume it first, and the
    // home page would move on to /pricing while the test navigates away)
    await page.addInitScript(() => {
      if (location.pathname === '/privacy' && !sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('pendingPriceId', 'price_made_up');
      }
    });
    await page.goto(`${server.url}/privacy`, { waitUntil: 'commit' }).catch(() => {}); // the page moves on by itself
    await page.waitForURL(`${server.url}/pricing`);
    await page.getByText('Invalid pricing plan. Please select a valid plan.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingPriceId'))).toBeNull();
    await page.context().close();
  });

  it('the paywall buttons start checkout', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.64' });
    expect((await postAs(server, account, '/api/rewrite-message', { message: DRAFT }, { 'X-Forwarded-For': '192.0.2.64' })).status).toBe(200);
    const page = await personWith(account);
    await page.goto(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    await page.getByLabel('Your draft message').fill(DRAFT);
    await page.getByRole('button', { name: 'Rewrite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a Plan to Continue' });
    await dialog.getByRole('button', { name: 'Choose Premium Pack' }).click();
    await page.waitForURL(/\/checkout\/demo\//);
    expect(await page.getByText('Premium Pack').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the endpoints refuse what they must', async () => {
    const account = await signUpOverHttp(server, { ip: '192.0.2.65' });
    const other = await signUpOverHttp(server, { ip: '192.0.2.65' });
    const unknown = await postAs(server, account, '/api/create-checkout', { priceId: 'price_nope' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('Invalid pricing plan selected.');
    expect((await postAs(server, account, '/api/create-checkout', { priceId: 42 })).status).toBe(400);
    expect((await postAs(server, null, '/api/create-checkout', { priceId: 'price_demo_starter' })).status).toBe(401);
    const unverified = await signUpOverHttp(server, { verified: false, ip: '192.0.2.65' });
    expect((await postAs(server, unverified, '/api/create-checkout', { priceId: 'price_demo_starter' })).status).toBe(403);

    const checkout = await (await postAs(server, account, '/api/create-checkout', { priceId: 'price_demo_starter' })).json();
    const sessionId = checkout.url.split('/').at(-1);
    // unpaid, another user's, made up: nothing is granted
    expect((await postAs(server, account, '/api/verify-purchase', { session_id: sessionId })).status).toBe(400);
    const pay = await fetch(`${server.url}/api/demo-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual', headers: { Origin: server.url, Cookie: other.cookie } });
    expect(pay.status).toBe(404);
    expect((await postAs(server, other, '/api/verify-purchase', { session_id: sessionId })).status).toBe(404);
    expect((await postAs(server, account, '/api/verify-purchase', { session_id: 'cs_demo_made_up' })).status).toBe(404);
    const signedOut = await postAs(server, null, '/api/verify-purchase', { session_id: sessionId });
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error).toMatchObject({ title: 'Authentication required', message: 'Please sign in to verify your purchase.' });
    // the demo page belongs to its owner
    const otherPage = await fetch(`${server.url}${checkout.url}`, { headers: { Cookie: other.cookie } });
    expect(otherPage.status).toBe(404);
    const webhook = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=bad' }, body: '{}' });
    expect(webhook.status).toBe(400);
    const account2 = await (await fetch(`${server.url}/api/account`, { headers: { Cookie: other.cookie } })).json();
    expect(account2).toMatchObject({ isPremium: false, allowance: { mode: 'free', limit: 1 }, purchases: [] });
  });

  it('/success without a session says "Authentication required"', async () => {
    const page = await personWith(null);
    await page.goto(`${server.url}/success?session_id=cs_demo_whatever`);
    await page.getByText('Please sign in to verify your purchase.').first().waitFor();
    await page.context().close();
  });
});
