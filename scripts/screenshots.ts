// `npm run screenshots -- http://localhost:4321 / /pricing`: full-page PNGs at 375 px and 1280 px into
// ./screenshots, for looking at what we build. Uses Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/helpers/browser.ts';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: process.env.DARK ? 'dark' : 'light' });
  const page = await context.newPage();
  for (const pathname of paths.length ? paths : ['/']) {
    await page.goto(new URL(pathname, base).href, { waitUntil: 'networkidle' });
    const file = path.join(outDir, `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${process.env.DARK ? '-dark' : ''}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
