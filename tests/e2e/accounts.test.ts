import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { readOutbox, waitForEmail } from '../helpers/outbox.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('accounts in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let ipCounter = 10;
  // Each simulated person comes from their own address (TRUST_PROXY=1), as real users would.
  const newPerson = (options: Parameters<Browser['newContext']>[0] = {}) =>
    openPage(browser, { ...options, extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${ipCounter++}` } });

  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (process.env.DEBUG_SERVER) console.log(server.logs());
    await browser?.close();
    await server?.dispose();
  });

  async function signUp(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email to verify' }).waitFor();
  }

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
  }

  it('sign-up → email in the outbox → verify in a new tab → signed in on / → sign out → sign in', async () => {
    const page = await newPerson();
    const errors = watchPageErrors(page);
    await signUp(page, 'maya@example.com', 'a good long password');
    const email = await waitForEmail(server.dataDir, 'maya@example.com', /Verify your email/);
    const link = email.links.find((href) => href.includes('/api/auth/verify-email'));
    expect(link).toBeDefined();

    // The link opens in a new tab; the first tab hears about it.
    const verifyTab = await page.context().newPage();
    await verifyTab.goto(link!);
    await verifyTab.waitForURL(`${server.url}/`);
    await verifyTab.getByText('Email verified').first().waitFor();
    await page.getByText('Email verified').first().waitFor();
    await verifyTab.close();

    await page.goto(`${server.url}/`);
    const header = page.locator('nav[aria-label="Main"]');
    await header.getByRole('link', { name: 'Account' }).waitFor();
    expect(await header.getByRole('link', { name: 'Sign In' }).isHidden()).toBe(true);

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await signIn(page, 'maya@example.com', 'a good long password');
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Welcome back!').waitFor();
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Account' }).waitFor();

    await page.goto(`${server.url}/account`);
    expect(await page.getByRole('heading', { name: 'My Account', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('maya@example.com').isVisible()).toBe(true);
    expect(await page.getByText('Verified', { exact: true }).isVisible()).toBe(true);
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await page.context().close();
  });

  it('a wrong password shows an "Error" toast with the service message', async () => {
    const page = await newPerson();
    await signUp(page, 'noor@example.com', 'right password here');
    await page.context().clearCookies();
    await signIn(page, 'noor@example.com', 'not the right one');
    const toast = page.locator('.toast--error');
    await toast.waitFor();
    expect(await toast.locator('.toast__title').textContent()).toBe('Error');
    expect(await toast.locator('.toast__message').textContent()).toMatch(/invalid email or password/i);
    expect(page.url()).toBe(`${server.url}/auth`);
    await page.context().close();
  });

  it('checks the form before sending: empty fields and short sign-up passwords', async () => {
    const page = await newPerson();
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/email and password/);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill('x@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByRole('alert').textContent()).toMatch(/at least 8 characters/);
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    const note = page.getByText('By signing up, you agree to our terms and privacy policy.');
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole('link').getAttribute('href')).toBe('/privacy');
    await page.context().close();
  });

  it('repeated failed sign-ins from one address get throttled with a clear message', async () => {
    const page = await newPerson();
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    let throttled = false;
    for (let attempt = 0; attempt < 10 && !throttled; attempt++) {
      const response = await page.evaluate(async () => {
        const result = await fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'guess guess' }) });
        return result.status;
      });
      throttled = response === 429;
    }
    expect(throttled).toBe(true);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('guess again');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    expect(await page.locator('.toast--error .toast__message').textContent()).toMatch(/Too many attempts/);
    await page.context().close();
  });

  it('resets a forgotten password end to end, and the old password stops working', async () => {
    const page = await newPerson();
    await signUp(page, 'omar@example.com', 'forgettable password');
    await page.context().clearCookies();
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill('omar@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const email = await waitForEmail(server.dataDir, 'omar@example.com', /Reset your Cooldraft password/);
    expect(email.text).toMatch(/expires in 1 hour/);
    await page.goto(email.links.find((href) => href.includes('reset-password'))!);
    await page.waitForURL(/\/auth\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('remembered password');
    await page.getByLabel('Repeat the new password').fill('remembered password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${server.url}/auth`);
    await page.getByText('Password changed').waitFor();
    await signIn(page, 'omar@example.com', 'forgettable password');
    await page.locator('.toast--error').waitFor();
    await signIn(page, 'omar@example.com', 'remembered password');
    await page.waitForURL(`${server.url}/`);
    await page.context().close();
  });

  it('a second sign-up with a taken email looks the same and signs no one in', async () => {
    const first = await newPerson();
    await signUp(first, 'pia@example.com', 'pia password one');
    await first.context().close();
    const second = await newPerson();
    await signUp(second, 'pia@example.com', 'someone else entirely');
    await second.goto(`${server.url}/`);
    await second.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Sign In' }).waitFor();
    expect(readOutbox(server.dataDir).some((email) => /tried to sign up/.test(email.subject))).toBe(true);
    await second.context().close();
  });

  it('deletes the account from /account with the password', async () => {
    const page = await newPerson();
    await signUp(page, 'quinn@example.com', 'quinn password 1');
    await page.goto(`${server.url}/account`);
    expect(await page.getByText('Not verified').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resend verification email' }).isVisible()).toBe(true);
    await page.locator('button[data-ready]', { hasText: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('quinn password 1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Account deleted').waitFor();
    await page.goto(`${server.url}/account`);
    await page.waitForURL(`${server.url}/auth`);
    await page.context().close();
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ session cookies (no Secure over plain http)', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, 'X-Forwarded-For': '192.0.2.200' },
      body: JSON.stringify({ email: 'ravi@example.com', password: 'cookie password' }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cooldraft.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('refuses state-changing requests from a foreign origin with 403', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/sign-out']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'X-Forwarded-For': '192.0.2.201' },
        body: JSON.stringify({ email: 'x@example.com', password: 'whatever pass' }),
      });
      expect(response.status, path).toBe(403);
    }
    const cookieNoOrigin = await fetch(`${server.url}/api/auth/sign-out`, { method: 'POST', headers: { Cookie: 'cooldraft.session_token=abc', 'Content-Type': 'application/json' }, body: '{}' });
    expect(cookieNoOrigin.status).toBe(403);
  });

  it('the tabs work from the keyboard (arrows, Home, End) and axe finds nothing serious', async () => {
    const page = await newPerson();
    await page.goto(`${server.url}/auth`);
    await page.locator('.auth-card[data-ready]').waitFor();
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sign Up');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('email');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
