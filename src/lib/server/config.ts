// The one place that reads the environment (decisions.md, "Configuration").
// Pure: the launcher calls it at start-up to refuse a bad configuration, the app calls it to read settings.
// Imported by Node directly (type stripping) as well as by Vite, so it uses only erasable TypeScript.
import path from 'node:path';

export type RewriteConfig =
  | { provider: 'builtin' }
  | { provider: 'anthropic'; apiKey: string; model: string; baseUrl: string | null; timeoutMs: number };

export interface PriceIds {
  starter: string;
  value: string;
  premium: string;
}

export type PaymentsConfig =
  | { mode: 'demo'; webhookSecret: string | null; prices: PriceIds }
  | { mode: 'stripe'; secretKey: string; webhookSecret: string; prices: PriceIds; apiBase: URL | null };

export type EmailConfig =
  | { transport: 'outbox'; from: string }
  | { transport: 'smtp'; smtpUrl: string; from: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  siteUrl: URL;
  /** null until the launcher has generated one into DATA_DIR */
  authSecret: string | null;
  rewrite: RewriteConfig;
  payments: PaymentsConfig;
  email: EmailConfig;
  contactEmail: string;
  trustProxy: boolean;
  allowDemo: boolean;
  isHttps: boolean;
  isLocalSite: boolean;
  /** rewrites one user may request per minute (a guard against scripts, not the allowance) */
  rewritesPerMinute: number;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

type Env = Record<string, string | undefined>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const DEFAULT_PORT = 4321;
export const DEFAULT_MODEL = 'claude-haiku-4-5';
export const DEMO_PRICE_IDS: PriceIds = {
  starter: 'price_demo_starter',
  value: 'price_demo_value',
  premium: 'price_demo_premium',
};

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function parseFlag(env: Env, name: string, errors: string[]): boolean {
  const raw = nonEmpty(env[name]);
  if (raw === null || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw === '1' || raw.toLowerCase() === 'true') return true;
  errors.push(`${name} must be 1 or 0 (got "${raw}").`);
  return false;
}

function parseUrl(name: string, raw: string, protocols: string[], errors: string[]): URL | null {
  try {
    const url = new URL(raw);
    if (!protocols.includes(url.protocol)) {
      errors.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}").`);
      return null;
    }
    return url;
  } catch {
    errors.push(`${name} is not a valid URL (got "${raw}").`);
    return null;
  }
}

export function loadConfig(env: Env = process.env): ConfigResult {
  const errors: string[] = [];

  const rawPort = nonEmpty(env.PORT);
  const port = rawPort === null ? DEFAULT_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    errors.push(`PORT must be a whole number from 0 to 65535 (got "${rawPort}").`);
  }
  const host = nonEmpty(env.HOST) ?? '0.0.0.0';
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './.data');

  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl !== null) parseUrl('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:'], errors);

  const rawSite = nonEmpty(env.SITE_URL) ?? `http://localhost:${port || DEFAULT_PORT}`;
  const siteUrl = parseUrl('SITE_URL', rawSite, ['http:', 'https:'], errors) ?? new URL('http://localhost');
  const isLocalSite = LOCAL_HOSTS.has(siteUrl.hostname);
  const isHttps = siteUrl.protocol === 'https:';

  const authSecret = nonEmpty(env.AUTH_SECRET);
  if (authSecret !== null && authSecret.length < 32) {
    errors.push('AUTH_SECRET must be at least 32 characters long.');
  }
  if (authSecret === null && !isLocalSite) {
    errors.push('AUTH_SECRET is required when SITE_URL is not localhost.');
  }

  const apiKey = nonEmpty(env.ANTHROPIC_API_KEY);
  const baseUrl = nonEmpty(env.ANTHROPIC_BASE_URL);
  if (baseUrl !== null) parseUrl('ANTHROPIC_BASE_URL', baseUrl, ['http:', 'https:'], errors);
  const rawTimeout = nonEmpty(env.REWRITE_TIMEOUT_MS);
  const timeoutMs = rawTimeout === null ? 20_000 : Number(rawTimeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    errors.push(`REWRITE_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000 (got "${rawTimeout}").`);
  }
  const rewrite: RewriteConfig = apiKey
    ? { provider: 'anthropic', apiKey, model: nonEmpty(env.REWRITE_MODEL) ?? DEFAULT_MODEL, baseUrl, timeoutMs }
    : { provider: 'builtin' };

  const prices: PriceIds = {
    starter: nonEmpty(env.STRIPE_PRICE_STARTER) ?? DEMO_PRICE_IDS.starter,
    value: nonEmpty(env.STRIPE_PRICE_VALUE) ?? DEMO_PRICE_IDS.value,
    premium: nonEmpty(env.STRIPE_PRICE_PREMIUM) ?? DEMO_PRICE_IDS.premium,
  };
  if (new Set(Object.values(prices)).size !== 3) {
    errors.push('STRIPE_PRICE_STARTER, STRIPE_PRICE_VALUE and STRIPE_PRICE_PREMIUM must be three different ids.');
  }
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  const webhookSecret = nonEmpty(env.STRIPE_WEBHOOK_SECRET);
  let payments: PaymentsConfig;
  if (secretKey) {
    if (!webhookSecret) errors.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set.');
    for (const name of ['STRIPE_PRICE_STARTER', 'STRIPE_PRICE_VALUE', 'STRIPE_PRICE_PREMIUM']) {
      if (!nonEmpty(env[name])) errors.push(`${name} is required when STRIPE_SECRET_KEY is set.`);
    }
    const rawApiBase = nonEmpty(env.STRIPE_API_BASE);
    const apiBase = rawApiBase ? parseUrl('STRIPE_API_BASE', rawApiBase, ['http:', 'https:'], errors) : null;
    payments = { mode: 'stripe', secretKey, webhookSecret: webhookSecret ?? '', prices, apiBase };
  } else {
    payments = { mode: 'demo', webhookSecret, prices };
  }

  const smtpUrl = nonEmpty(env.SMTP_URL);
  if (smtpUrl !== null) parseUrl('SMTP_URL', smtpUrl, ['smtp:', 'smtps:'], errors);
  const from = nonEmpty(env.MAIL_FROM) ?? 'Cooldraft <no-reply@cooldraft.example>';
  const email: EmailConfig = smtpUrl ? { transport: 'smtp', smtpUrl, from } : { transport: 'outbox', from };

  const contactEmail = nonEmpty(env.CONTACT_EMAIL) ?? 'privacy@cooldraft.example';
  if (!EMAIL_PATTERN.test(contactEmail)) errors.push(`CONTACT_EMAIL is not an email address (got "${contactEmail}").`);

  const trustProxy = parseFlag(env, 'TRUST_PROXY', errors);
  const allowDemo = parseFlag(env, 'ALLOW_DEMO', errors);
  if (!isLocalSite && !allowDemo) {
    if (payments.mode === 'demo') {
      errors.push('Payments would run in demo mode on a public SITE_URL: set STRIPE_SECRET_KEY, or ALLOW_DEMO=1.');
    }
    if (email.transport === 'outbox') {
      errors.push('Email would go to the local outbox on a public SITE_URL: set SMTP_URL, or ALLOW_DEMO=1.');
    }
  }

  const rawRate = nonEmpty(env.REWRITE_RATE_LIMIT_PER_MINUTE);
  const rewritesPerMinute = rawRate === null ? 20 : Number(rawRate);
  if (!Number.isInteger(rewritesPerMinute) || rewritesPerMinute < 1) {
    errors.push(`REWRITE_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1 (got "${rawRate}").`);
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port,
      host,
      dataDir,
      databaseUrl,
      siteUrl,
      authSecret,
      rewrite,
      payments,
      email,
      contactEmail,
      trustProxy,
      allowDemo,
      isHttps,
      isLocalSite,
      rewritesPerMinute,
    },
  };
}

/** One line per part, for the start-up banner. */
export function describeModes(config: Config): string[] {
  return [
    `database:  ${config.databaseUrl ? `PostgreSQL server (${new URL(config.databaseUrl).host})` : `embedded PGlite in ${path.join(config.dataDir, 'pg')}`}`,
    `rewriting: ${config.rewrite.provider === 'anthropic' ? `Anthropic (${config.rewrite.model})` : 'built-in engine (offline)'}`,
    `payments:  ${config.payments.mode === 'stripe' ? 'Stripe' : 'DEMO — simulated, no card is charged'}`,
    `email:     ${config.email.transport === 'smtp' ? 'SMTP' : `outbox at ${path.join(config.dataDir, 'outbox')} (see /dev/outbox)`}`,
  ];
}

let cached: Config | null = null;

/** The validated configuration of this process; throws when it is invalid (the launcher has refused it already). */
export function getConfig(): Config {
  if (cached) return cached;
  const result = loadConfig(process.env);
  if (!result.ok) throw new Error(`Invalid configuration: ${result.errors.join(' ')}`);
  cached = result.config;
  return cached;
}
