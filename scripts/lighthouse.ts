// `npm run lighthouse`: Lighthouse (mobile emulation, Debian's Chromium) on one page of each kind,
// against the built server on embedded defaults. Prints a table and writes it into docs/performance.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import setupBuild from '../tests/helpers/build-once.ts';
import { CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { startServer } from '../tests/helpers/server.ts';

const PAGES: [string, string][] = [
  ['home', '/'],
  ['pricing', '/pricing'],
  ['auth', '/auth'],
  ['article', '/blog/rewrite-angry-texts-calmly'],
  ['guide', '/guides/how-to-write-polite-emails'],
  ['example', '/examples/boss'],
  ['index', '/blog/professional-guides'],
  ['privacy', '/privacy'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const root = path.resolve(import.meta.dirname, '..');

setupBuild();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: string[] = [];
const failures: string[] = [];
try {
  for (const [kind, pathname] of PAGES) {
    const result = await lighthouse(`${server.url}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${pathname}`);
    const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    rows.push(`| ${kind} | \`${pathname}\` | ${scores.join(' | ')} | ${(lhr.audits['largest-contentful-paint']?.numericValue ?? 0).toFixed(0)} ms | ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} |`);
    for (const [index, category] of CATEGORIES.entries()) {
      if (scores[index]! < 100) {
        const audits = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && (lhr.categories[category]?.auditRefs ?? []).some((ref) => ref.id === audit.id && ref.weight > 0));
        failures.push(`${pathname} ${category} ${scores[index]}: ${audits.map((audit) => audit.id).join(', ')}`);
      }
    }
    console.log(rows.at(-1));
  }
} finally {
  chrome.kill();
  await server.dispose();
}

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, Lighthouse mobile emulation, Debian Chromium, \`npm start\` on embedded defaults.`,
  '',
  '| page | path | performance | accessibility | best practices | SEO | LCP | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  failures.length ? `Below 100: ${failures.map((line) => `\`${line}\``).join('; ')}` : 'Every page scores 100 in every category.',
].join('\n');
console.log(`\n${table}`);
const doc = path.join(root, 'docs', 'performance.md');
const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Performance\n\n## Lighthouse\n\n<!-- lighthouse:start -->\n<!-- lighthouse:end -->\n';
fs.writeFileSync(doc, current.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, `<!-- lighthouse:start -->\n${table}\n<!-- lighthouse:end -->`));
