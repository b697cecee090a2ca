import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, HEADER_LINKS, TAGLINE } from '../../src/lib/shared/site.ts';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { runLauncherExpectingFailure, startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

describe('the running server', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('prints one line per part at start-up and warns that payments are simulated', () => {
    const logs = server.logs();
    expect(logs).toMatch(/database: +embedded PGlite/);
    expect(logs).toMatch(/rewriting: +built-in engine/);
    expect(logs).toMatch(/payments: +DEMO/);
    expect(logs).toMatch(/email: +outbox/);
    expect(logs).toMatch(/WARNING: payments are SIMULATED/);
  });

  it('answers /healthz with ok when the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('serves the home page with its headline, title, description, canonical URL and Open Graph tags', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Think twice before you send that message');
    expect(html).toMatch(/<title>[^<]*Cooldraft[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('property="og:url"');
  });

  it.each(['/no-such-page', '/blog/no-such-article', '/examples/nope/deeper'])('answers %s with the 404 page and status 404', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404');
    expect(html).toContain('Oops! Page not found');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it.each(['/', '/healthz', '/no-such-page', '/favicon.svg', '/robots.txt'])('puts the security headers on %s', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull(); // plain http on localhost
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) expect(csp).toContain("script-src 'self'");
  });

  it('gives hashed assets long-lived caching and revalidates pages', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('cache-control')).toMatch(/must-revalidate|no-cache/);
    const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    if (asset) {
      const response = await fetch(`${server.url}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('sends pages, assets and rendered responses compressed with Vary, and the same bytes uncompressed to others', async () => {
    const http = await import('node:http');
    const zlib = await import('node:zlib');
    const get = (pathname: string, encoding?: string) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        http.get(`${server.url}${pathname}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await get('/');
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(plain.body.toString())?.[1];
    expect(script).toBeDefined();
    expect((await get(script!, 'gzip')).headers['content-encoding']).toBe('gzip');
    const missing = await get('/no-such-page', 'br');
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('Oops! Page not found');
    const rendered = await get('/dev/outbox', 'br');
    expect(rendered.status).toBe(200);
    expect(rendered.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(rendered.body).toString()).toMatch(/<h1[^>]*>Outbox<\/h1>/);
    expect(rendered.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('shows the chrome: brand, tagline, header links, footer columns and copyright, with no script errors', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    const header = page.locator('header.site-header');
    await expect(header.getByText('Cooldraft', { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(header.getByText(TAGLINE).isVisible()).resolves.toBe(true);
    for (const link of HEADER_LINKS) {
      expect(await page.locator(`nav[aria-label="Main"] a[href="${link.href}"]`).isVisible()).toBe(true);
    }
    expect(await page.locator('nav[aria-label="Main"] a[href="/auth"]').textContent()).toBe('Sign In');
    for (const column of FOOTER_COLUMNS) {
      const nav = page.locator(`footer nav[aria-label="${column.heading}"]`);
      expect(await nav.locator('h2').textContent()).toBe(column.heading);
      for (const link of column.links) expect(await nav.locator(`a[href="${link.href}"]`).count()).toBe(1);
    }
    expect(await page.locator('footer').textContent()).toMatch(/© \d{4} Cooldraft/);
    expect(await page.getByRole('button', { name: /Menu/ }).isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('below 768 px opens a slide-in menu that takes focus and closes with Escape and with its close button', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/`);
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false);
    const menuButton = page.getByRole('button', { name: /Menu/ });
    await page.locator('[data-menu-open][data-ready]').waitFor();
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('mobile-menu');
    for (const link of HEADER_LINKS) expect(await dialog.locator(`a[href="${link.href}"]`).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    await menuButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders the 404 page in the browser with a working Return to Home link', async () => {
    const page = await openPage(browser);
    const response = await page.goto(`${server.url}/definitely-missing`);
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.locator('h1').textContent()).toContain('Think twice');
    await page.context().close();
  });
});

describe('the embedded database', () => {
  it('keeps its data across a stop and a start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-restart-'));
    try {
      const first = await startServer({ dataDir });
      // The embedded server accepts a second client on its socket while the app runs.
      const socketPath = path.join(dataDir, '.s.PGSQL.5432');
      const writer = postgres({ path: socketPath, max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
      await writer`insert into app_meta (key, value) values ('restart-test', 'still here')`;
      await writer.end();
      expect(await first.stop()).toBe(0);
      expect(first.logs()).toContain('stopped cleanly');

      const second = await startServer({ dataDir });
      const reader = postgres({ path: socketPath, max: 1, database: 'postgres', username: 'postgres', onnotice: () => {} });
      const rows = await reader<{ value: string }[]>`select value from app_meta where key = 'restart-test'`;
      await reader.end();
      expect(rows.map((row) => row.value)).toEqual(['still here']);
      expect(second.logs()).not.toContain('migrations applied'); // applied once, on the first start
      await second.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('start-up refusals', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ SITE_URL: 'https://cooldraft.example', AUTH_SECRET: 'z'.repeat(40) }, /demo mode/],
  ])('refuses %o with a message naming the problem', async (env, message) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-refuse-'));
    const { code, output } = await runLauncherExpectingFailure({ ...env, DATA_DIR: dataDir });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toMatch(message);
  });

  it('refuses a second instance on the same embedded database folder, naming the first', async () => {
    const first = await startServer();
    try {
      const { code, output } = await runLauncherExpectingFailure({ DATA_DIR: first.dataDir, PORT: '0' });
      expect(code).toBe(1);
      expect(output).toMatch(/in use by another Cooldraft process \(pid \d+\)/);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.dispose();
    }
  });

  it('names an unwritable DATA_DIR', async () => {
    const blocker = fs.mkdtempSync(path.join(os.tmpdir(), 'cooldraft-blocked-'));
    const file = path.join(blocker, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { code, output } = await runLauncherExpectingFailure({ DATA_DIR: path.join(file, 'data') });
    fs.rmSync(blocker, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(output).toContain(path.join(file, 'data'));
  });
});
