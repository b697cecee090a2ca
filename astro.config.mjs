// @ts-check
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { PAGE_CSP_DIRECTIVES } from './src/lib/server/security-headers.ts';

const site = process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`;
// Pages that are private or transactional never belong in the sitemap.
const PRIVATE_PATHS = [/^\/account/, /^\/success/, /^\/checkout\//, /^\/dev\//, /^\/auth/, /^\/404/];

export default defineConfig({
  site,
  output: 'server',
  // Our own server (scripts/launcher.ts) serves the static files and hands the rest to Astro.
  adapter: node({ mode: 'middleware', bodySizeLimit: 1024 * 1024 }),
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: (page) => !PRIVATE_PATHS.some((pattern) => pattern.test(new URL(page).pathname)) }),
  ],
  trailingSlash: 'ignore',
  // No code blocks on the site; Shiki's inline styles would also need 'unsafe-inline' under our CSP.
  markdown: { syntaxHighlight: false },
  build: { inlineStylesheets: 'always' },
  security: {
    checkOrigin: true,
    csp: { directives: [...PAGE_CSP_DIRECTIVES] },
  },
  devToolbar: { enabled: false },
});
