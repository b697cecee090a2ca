import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousAxeViolations, watchPageErrors } from '../helpers/browser.ts';
import { startServer } from '../helpers/server.ts';
import type { RunningServer } from '../helpers/server.ts';

// The content routes of product.md §2, written out here on purpose: the test is the spec's check.
const ARTICLES = [
  'respond-professionally-when-angry', 'professional-email-when-upset', 'politely-say-no-email',
  'complaint-email-without-sounding-rude', 'apologize-professionally-email', 'assertive-but-polite-emails',
  'follow-up-email-without-sounding-pushy', 'sound-more-empathetic-writing', 'rewrite-angry-texts-calmly',
  'fix-harsh-email-before-sending',
].map((slug) => `/blog/${slug}`);
const GUIDES = [
  'how-to-write-polite-emails', 'how-to-sound-more-professional-in-emails', 'how-to-make-an-email-sound-nicer',
  'rewrite-rude-email-politely', 'ai-polite-email-rewriter', 'make-my-email-sound-polite',
].map((slug) => `/guides/${slug}`);
const PROBLEM_EXAMPLES = ['/examples/boss', '/examples/landlord', '/examples/ex'];
const PARTNER_EXAMPLES = ['/examples/angry-at-partner', '/examples/jealous-text', '/examples/after-fight', '/examples/setting-boundaries'];
const INDEXES = ['/blog/relationship-guides', '/blog/professional-guides', '/examples/relationship-examples', '/examples/professional-examples'];
const CONTENT_ROUTES = [...ARTICLES, ...GUIDES, ...PROBLEM_EXAMPLES, ...PARTNER_EXAMPLES, ...INDEXES, '/privacy'];

// Claims decisions.md forbids (the real packs come from the catalogue).
const FALSE_CLAIMS = [/50 rewrites/i, /\$9\b/, /\/\s*month/i, /per month/i, /unlimited/i, /no sign-?up/i, /without signing up/i, /under 5 seconds/i, /free trial/i];

const DIST_CLIENT = path.resolve(import.meta.dirname, '../../dist/client');
const htmlFileFor = (route: string) => path.join(DIST_CLIENT, route, 'index.html');

function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

function articleBody(html: string): string {
  return /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
}

describe('the content library', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    for (const route of CONTENT_ROUTES) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status, route).toBe(200);
      pages.set(route, await response.text());
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it.each(CONTENT_ROUTES)('%s has a title, description, canonical URL, Open Graph and Twitter tags', (route) => {
    const html = pages.get(route)!;
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:4321${route}"`);
    expect(html).toMatch(/property="og:title" content="[^"]+"/);
    expect(html).toMatch(/name="twitter:card"/);
    expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1);
  });

  it('gives every page a unique title and description', () => {
    const titles = [...pages.values()].map((html) => /<title>([^<]*)<\/title>/.exec(html)?.[1]);
    const descriptions = [...pages.values()].map((html) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(pages.size);
    expect(new Set(descriptions).size).toBe(pages.size);
  });

  it.each([...ARTICLES, ...GUIDES, ...PROBLEM_EXAMPLES, ...PARTNER_EXAMPLES])('%s carries Article and BreadcrumbList structured data with dates', (route) => {
    const blocks = [...pages.get(route)!.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const article = blocks.find((block) => block['@type'] === 'Article');
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it.each([...ARTICLES, ...GUIDES])('%s is at least 600 words with three before/after pairs and a "Try Cooldraft" card linking to /', (route) => {
    const body = articleBody(pages.get(route)!);
    const words = textOf(body).split(' ').filter((word) => /[a-z]/i.test(word)).length;
    expect(words).toBeGreaterThanOrEqual(600);
    expect((body.match(/class="before-after"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(body).toMatch(/<h2[^>]*>Try Cooldraft<\/h2>/);
    expect(body).toMatch(/<a class="button" href="\/"/);
  });

  it('the AI rewriter guide also links to /pricing', () => {
    expect(articleBody(pages.get('/guides/ai-polite-email-rewriter')!)).toContain('href="/pricing"');
  });

  it.each(PROBLEM_EXAMPLES)('%s shows the draft, why it fails, a better approach and "Try This Example Now"', (route) => {
    const html = pages.get(route)!;
    expect(html).toContain('Why it fails');
    expect(html).toContain('A better approach');
    expect(html).toMatch(/<a class="button" href="\/" data-prefill-draft="[^"]{20,}"[^>]*>Try This Example Now<\/a>/);
  });

  it.each(PARTNER_EXAMPLES)('%s shows the draft, three tones, a back link and "Rewrite My Message"', (route) => {
    const html = pages.get(route)!;
    for (const tone of ['Sassy', 'Chill', 'Soft']) expect(html).toMatch(new RegExp(`<h3[^>]*>${tone}`));
    expect(html).toContain('href="/examples/relationship-examples"');
    expect(html).toMatch(/<a class="button" href="\/" data-prefill-draft="[^"]{20,}"[^>]*>Rewrite My Message<\/a>/);
  });

  function indexItems(route: string): { title: string; path: string }[] {
    const html = pages.get(route)!;
    return [...html.matchAll(/<h2 class="index-item__title"[^>]*><a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => ({ path: match[1]!, title: match[2]!.replaceAll('&#39;', "'") }));
  }

  it('indexes list the right pages, with title, description and path', () => {
    const relationship = indexItems('/blog/relationship-guides');
    expect(relationship.map((item) => item.path).sort()).toEqual(['/blog/fix-harsh-email-before-sending', '/blog/rewrite-angry-texts-calmly', '/blog/sound-more-empathetic-writing']);
    expect(relationship.find((item) => item.path === '/blog/fix-harsh-email-before-sending')?.title).toBe('How to Fix a Harsh Text Before Sending');

    const professional = indexItems('/blog/professional-guides');
    expect(professional).toHaveLength(13);
    expect(professional.filter((item) => item.path.startsWith('/guides/'))).toHaveLength(6);
    expect(professional.filter((item) => item.path.startsWith('/blog/'))).toHaveLength(7);

    expect(indexItems('/examples/relationship-examples').map((item) => item.path).sort()).toEqual([...PARTNER_EXAMPLES, '/examples/ex'].sort());
    expect(indexItems('/examples/professional-examples').map((item) => item.path).sort()).toEqual(['/examples/boss', '/examples/landlord']);
    for (const route of INDEXES) {
      const html = pages.get(route)!;
      expect((html.match(/class="index-item__description"/g) ?? []).length).toBe(indexItems(route).length);
      expect((html.match(/class="index-item__path/g) ?? []).length).toBe(indexItems(route).length);
    }
  });

  it('makes none of the false claims on any page', async () => {
    for (const [route, html] of pages) {
      const text = textOf(html);
      for (const claim of FALSE_CLAIMS) expect(text, `${route} says ${claim}`).not.toMatch(claim);
    }
  });

  it('the privacy page says what is and is not stored, names the contact address and its real revision date', () => {
    const text = textOf(pages.get('/privacy')!);
    expect(text).toContain('Your drafts.');
    expect(text).toContain('Your rewrites.');
    expect(text).toMatch(/Stripe/);
    expect(text).toMatch(/Anthropic/);
    expect(text).toContain('privacy@cooldraft.example');
    expect(text).toMatch(/Last updated: November 22, 2026/);
  });

  it('lists every public page in the sitemap, and no private one; robots.txt names it', async () => {
    const index = await (await fetch(`${server.url}/sitemap-index.xml`)).text();
    const sitemapPaths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const urls: string[] = [];
    for (const sitemap of sitemapPaths) {
      const xml = await (await fetch(`${server.url}${sitemap}`)).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/\/$/, '') || '/'));
    }
    for (const route of ['/', ...CONTENT_ROUTES]) expect(urls).toContain(route);
    for (const url of urls) expect(url).not.toMatch(/^\/(account|success|checkout|dev|auth|404)/);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/localhost:4321\/sitemap-index\.xml$/m);
  });

  it('content pages ship no framework runtime and at most 10 KB of gzipped JavaScript each', () => {
    for (const route of CONTENT_ROUTES) {
      const html = fs.readFileSync(htmlFileFor(route), 'utf8');
      expect(html, route).not.toContain('<astro-island');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !match[1]!.includes('application/ld+json'));
      let bytes = 0;
      for (const [, attributes, inline] of scripts) {
        const src = /src="([^"]+)"/.exec(attributes!)?.[1];
        const code = src ? fs.readFileSync(path.join(DIST_CLIENT, src), 'utf8') : inline!;
        expect(code, `${route} loads a framework runtime`).not.toMatch(/react-dom|__reactContainer|createRoot/);
        bytes += zlib.gzipSync(code).length;
      }
      expect(bytes, route).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it('"Try This Example Now" hands the draft to / through sessionStorage, not the URL', async () => {
    const page = await openPage(browser);
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/examples/boss`);
    await page.locator('[data-prefill-draft][data-ready]').first().waitFor();
    const draft = await page.getByRole('link', { name: 'Try This Example Now' }).getAttribute('data-prefill-draft');
    await page.getByRole('link', { name: 'Try This Example Now' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(page.url()).toBe(`${server.url}/`);
    await page.locator('.rewriter[data-ready]').waitFor();
    const textarea = page.getByRole('textbox', { name: /draft|message/i });
    if (await textarea.count()) {
      expect(await textarea.inputValue()).toBe(draft);
      expect(await page.evaluate(() => sessionStorage.getItem('prefillDraft'))).toBeNull(); // read once, then cleared
    } else {
      expect(await page.evaluate(() => sessionStorage.getItem('prefillDraft'))).toBe(draft);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['/blog/rewrite-angry-texts-calmly', '/guides/ai-polite-email-rewriter', '/examples/landlord', '/examples/after-fight', '/blog/professional-guides', '/privacy'])('axe finds nothing serious on %s, light and dark', async (route) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, { colorScheme });
      const errors = watchPageErrors(page);
      await page.goto(`${server.url}${route}`);
      expect(await seriousAxeViolations(page), `${route} (${colorScheme})`).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
