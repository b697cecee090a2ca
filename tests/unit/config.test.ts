import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/lib/server/config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.port).toBe(4321);
    expect(result.config.databaseUrl).toBeNull();
    expect(result.config.siteUrl.href).toBe('http://localhost:4321/');
    expect(result.config.rewrite.provider).toBe('builtin');
    expect(result.config.payments).toMatchObject({ mode: 'demo', prices: { starter: 'price_demo_starter' } });
    expect(result.config.email.transport).toBe('outbox');
    expect(result.config.contactEmail).toBe('privacy@cooldraft.example');
    expect(result.config.trustProxy).toBe(false);
  });

  it('switches each part on when its variables are set', () => {
    const result = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/app',
      SITE_URL: 'https://cooldraft.example',
      AUTH_SECRET: 'x'.repeat(40),
      ANTHROPIC_API_KEY: 'sk-ant-test',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_STARTER: 'price_a',
      STRIPE_PRICE_VALUE: 'price_b',
      STRIPE_PRICE_PREMIUM: 'price_c',
      SMTP_URL: 'smtp://mail:25',
      TRUST_PROXY: '1',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.isHttps).toBe(true);
    expect(result.config.rewrite).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-4-5' });
    expect(result.config.payments).toMatchObject({ mode: 'stripe', prices: { starter: 'price_a', value: 'price_b', premium: 'price_c' } });
    expect(result.config.email.transport).toBe('smtp');
    expect(result.config.trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://x.example' }, 'SITE_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ CONTACT_EMAIL: 'nobody' }, 'CONTACT_EMAIL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_PRICE_STARTER: 'same', STRIPE_PRICE_VALUE: 'same' }, 'STRIPE_PRICE_'],
  ])('refuses %o and names %s', (env, variable) => {
    const result = loadConfig(env);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.join('\n')).toContain(variable);
  });

  it('refuses demo payments and the outbox on a public SITE_URL unless ALLOW_DEMO=1', () => {
    const publicSite = { SITE_URL: 'https://cooldraft.example', AUTH_SECRET: 'y'.repeat(40) };
    const refused = loadConfig(publicSite);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.errors.join('\n')).toMatch(/demo mode/);
      expect(refused.errors.join('\n')).toMatch(/outbox/);
    }
    expect(loadConfig({ ...publicSite, ALLOW_DEMO: '1' }).ok).toBe(true);
  });

  it('requires AUTH_SECRET on a public SITE_URL', () => {
    const result = loadConfig({ SITE_URL: 'https://cooldraft.example', ALLOW_DEMO: '1' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toContain('AUTH_SECRET');
  });
});
