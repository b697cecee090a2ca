// Decides whether dist/ must be rebuilt: missing, older than any source, or built for another SITE_URL
// (prerendered pages carry absolute canonical URLs).
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.join('dist', 'build-stamp.json');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function siteForBuild(env: NodeJS.ProcessEnv): string {
  return env.SITE_URL || `http://localhost:${env.PORT || 4321}`;
}

/** Everything the prerendered pages bake in: a change in any of it needs a rebuild. */
export function buildInputs(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    site: siteForBuild(env),
    contactEmail: env.CONTACT_EMAIL || '',
    rewriteProvider: env.ANTHROPIC_API_KEY ? 'anthropic' : 'builtin',
    prices: [env.STRIPE_PRICE_STARTER, env.STRIPE_PRICE_VALUE, env.STRIPE_PRICE_PREMIUM].map((id) => id || '').join(' '),
  };
}

export function buildReason(root: string, env: NodeJS.ProcessEnv): string | null {
  const stampFile = path.join(root, STAMP);
  if (!fs.existsSync(path.join(root, 'dist', 'server', 'entry.mjs')) || !fs.existsSync(stampFile)) return 'no build yet';
  const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { inputs?: Record<string, string> };
  const inputs = buildInputs(env);
  const changed = Object.keys(inputs).filter((key) => stamp.inputs?.[key] !== inputs[key]);
  if (changed.length > 0) return `configuration changed (${changed.join(', ')})`;
  const builtAt = fs.statSync(stampFile).mtimeMs;
  const stale = SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
  return stale ? 'sources changed since the last build' : null;
}

export function writeBuildStamp(root: string, env: NodeJS.ProcessEnv): void {
  fs.writeFileSync(path.join(root, STAMP), JSON.stringify({ inputs: buildInputs(env), builtAt: new Date().toISOString() }));
}
