// `npm run build`: astro build for SITE_URL, then the stamp that tells `npm start` the build is current.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteForBuild, writeBuildStamp } from './lib/build-state.ts';
import { precompress } from './lib/precompress.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = siteForBuild(process.env);
const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const result = spawnSync(process.execPath, [astro, 'build'], {
  cwd: root,
  stdio: 'inherit',
  // Always a production build: a NODE_ENV inherited from a test runner would compile React's dev JSX runtime.
  env: { ...process.env, NODE_ENV: 'production', SITE_URL: site, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const [files, before, after] = precompress(path.join(root, 'dist', 'client'));
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with brotli`);
writeBuildStamp(root, process.env);
