// Vitest globalSetup for browser tests: build the app once, only when the build is stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildReason } from '../../scripts/lib/build-state.ts';

export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  const env = { ...process.env, SITE_URL: '', PORT: '', CONTACT_EMAIL: '', ANTHROPIC_API_KEY: '', STRIPE_PRICE_STARTER: '', STRIPE_PRICE_VALUE: '', STRIPE_PRICE_PREMIUM: '' };
  const reason = buildReason(root, env);
  if (!reason) return;
  console.log(`building the app for the browser tests (${reason})`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}
