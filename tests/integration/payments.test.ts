import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/lib/server/config.ts';
import type { Config } from '../../src/lib/server/config.ts';
import { getAllowance, takeCredit } from '../../src/lib/server/credits.ts';
import { setSql } from '../../src/lib/server/db.ts';
import { pricedPacks } from '../../src/lib/server/payments/catalogue.ts';
import { markDemoSessionPaid } from '../../src/lib/server/payments/demo.ts';
import { fulfilCheckout } from '../../src/lib/server/payments/fulfil.ts';
import { getPayments } from '../../src/lib/server/payments/index.ts';
import { handleWebhook, signedDemoEvent } from '../../src/lib/server/payments/webhook.ts';
import { startFakeStripe } from '../fakes/stripe.ts';
import type { FakeStripe } from '../fakes/stripe.ts';
import { BACKENDS, createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { createUser } from '../helpers/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { price_starter_test: 500, price_value_test: 1000, price_premium_test: 2000 };

function sign(payload: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
}

function completedEvent(sessionId: string, type = 'checkout.session.completed'): string {
  return JSON.stringify({ id: `evt_${sessionId}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { id: sessionId, object: 'checkout.session' } } });
}

describe.each(BACKENDS)('Stripe payments on %s (real SDK, fake API)', (backend) => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let config: Config;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    setSql(db.sql);
    stripe = await startFakeStripe(PRICES);
    const result = loadConfig({
      AUTH_SECRET: 'a'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: 'price_starter_test',
      STRIPE_PRICE_VALUE: 'price_value_test',
      STRIPE_PRICE_PREMIUM: 'price_premium_test',
      STRIPE_API_BASE: stripe.url,
    });
    if (!result.ok) throw new Error(result.errors.join(' '));
    config = result.config;
  });
  afterAll(async () => {
    setSql(undefined);
    await stripe?.stop();
    await db?.cleanup();
  });

  const starter = () => pricedPacks(config).find((pack) => pack.id === 'starter')!;
  async function paidSession(userId: string): Promise<string> {
    const { sessionId, url } = await getPayments(config).createCheckout({ userId, email: `${userId}@example.com`, pack: starter() });
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    stripe.markPaid(sessionId);
    return sessionId;
  }
  const grants = async (sessionId: string) => (await db.sql<{ count: number }[]>`select count(*)::int as count from purchases where stripe_session_id = ${sessionId}`)[0]!.count;

  it('creates a payment-mode session with the pack price and one reused customer per user', async () => {
    const userId = await createUser(db.sql);
    const first = await getPayments(config).createCheckout({ userId, email: 'a@example.com', pack: starter() });
    const second = await getPayments(config).createCheckout({ userId, email: 'a@example.com', pack: starter() });
    const [a, b] = [stripe.sessions.get(first.sessionId)!, stripe.sessions.get(second.sessionId)!];
    expect(a.mode).toBe('payment');
    expect(a.price).toBe('price_starter_test');
    expect(a.client_reference_id).toBe(userId);
    expect(a.success_url).toBe('http://localhost:4321/success?session_id={CHECKOUT_SESSION_ID}');
    expect(a.cancel_url).toBe('http://localhost:4321/pricing');
    expect(a.customer).toBe(b.customer);
    expect(stripe.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
  });

  it('grants on a signed checkout.session.completed: free rewrite used, then Starter → limit 6, 5 left', async () => {
    const userId = await createUser(db.sql);
    expect((await takeCredit(db.sql, userId)).ok).toBe(true);
    const sessionId = await paidSession(userId);
    const payload = completedEvent(sessionId);
    expect(await handleWebhook(db.sql, config, payload, sign(payload))).toEqual({ status: 200, body: { received: true } });
    expect(await getAllowance(db.sql, userId)).toEqual({ mode: 'total', limit: 6, used: 1, remaining: 5, isPremium: true });
  });

  it('refuses a bad signature and a stale timestamp with 400, and grants nothing', async () => {
    const userId = await createUser(db.sql);
    const sessionId = await paidSession(userId);
    const payload = completedEvent(sessionId);
    expect((await handleWebhook(db.sql, config, payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await handleWebhook(db.sql, config, payload, sign(payload, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await handleWebhook(db.sql, config, payload, null)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await handleWebhook(db.sql, config, payload, forged)).status).toBe(400);
    expect(await grants(sessionId)).toBe(0);
  });

  it('a hundred replays of the event, in parallel, grant once', async () => {
    const userId = await createUser(db.sql);
    const sessionId = await paidSession(userId);
    const payload = completedEvent(sessionId);
    const clients = backend === 'pglite' ? [db.sql] : Array.from({ length: 4 }, () => db.connect());
    const results = await Promise.all(Array.from({ length: 100 }, (_, index) => handleWebhook(clients[index % clients.length]!, config, payload, sign(payload))));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(await grants(sessionId)).toBe(1);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ limit: 6, remaining: 6 });
  });

  it('the webhook racing verify-purchase grants once; both report the credits', async () => {
    const userId = await createUser(db.sql);
    const sessionId = await paidSession(userId);
    const payload = completedEvent(sessionId, 'checkout.session.async_payment_succeeded');
    const other = backend === 'pglite' ? db.sql : db.connect();
    const [webhook, verify1, verify2] = await Promise.all([
      handleWebhook(db.sql, config, payload, sign(payload)),
      fulfilCheckout(other, config, getPayments(config), sessionId, userId),
      fulfilCheckout(db.sql, config, getPayments(config), sessionId, userId),
    ]);
    expect(webhook.status).toBe(200);
    expect(verify1.ok && verify2.ok).toBe(true);
    if (!verify1.ok || !verify2.ok) return;
    expect(verify1.credits).toBe(5);
    expect(verify1.added + verify2.added).toBeLessThanOrEqual(5);
    expect(await grants(sessionId)).toBe(1);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ limit: 6 });
  });

  it('grants nothing for an unpaid session, another user\'s session, a made-up id or an unhandled event', async () => {
    const owner = await createUser(db.sql);
    const intruder = await createUser(db.sql);
    const { sessionId } = await getPayments(config).createCheckout({ userId: owner, email: 'o@example.com', pack: starter() });
    expect(await fulfilCheckout(db.sql, config, getPayments(config), sessionId, owner)).toEqual({ ok: false, reason: 'not_paid' });
    stripe.markPaid(sessionId);
    expect(await fulfilCheckout(db.sql, config, getPayments(config), sessionId, intruder)).toEqual({ ok: false, reason: 'wrong_user' });
    expect(await fulfilCheckout(db.sql, config, getPayments(config), 'cs_test_made_up', owner)).toEqual({ ok: false, reason: 'not_found' });
    const refund = JSON.stringify({ id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: { id: sessionId } } });
    expect(await handleWebhook(db.sql, config, refund, sign(refund))).toEqual({ status: 200, body: { received: true } });
    expect(await grants(sessionId)).toBe(0);
    expect(await getAllowance(db.sql, intruder)).toMatchObject({ mode: 'free', limit: 1 });
  });

  it('two different packs add up', async () => {
    const userId = await createUser(db.sql);
    const first = await paidSession(userId);
    const value = pricedPacks(config).find((pack) => pack.id === 'value')!;
    const second = await getPayments(config).createCheckout({ userId, email: 'v@example.com', pack: value });
    stripe.markPaid(second.sessionId);
    await Promise.all([fulfilCheckout(db.sql, config, getPayments(config), first), fulfilCheckout(db.sql, config, getPayments(config), second.sessionId)]);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ mode: 'total', limit: 1 + 5 + 20 });
  });

  it('opens the billing portal for the user\'s customer', async () => {
    const userId = await createUser(db.sql);
    await paidSession(userId);
    const portal = await getPayments(config).createPortal({ userId });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const stranger = await createUser(db.sql);
    await expect(getPayments(config).createPortal({ userId: stranger })).rejects.toThrow();
  });
});

describe.each(BACKENDS)('demo payments on %s', (backend) => {
  let db: TestDatabase;
  let config: Config;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    setSql(db.sql);
    const result = loadConfig({ AUTH_SECRET: 'a'.repeat(40), STRIPE_WEBHOOK_SECRET: 'whsec_demo_test' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    config = result.config;
  });
  afterAll(async () => {
    setSql(undefined);
    await db?.cleanup();
  });

  it('goes through the same signed webhook and grants exactly once', async () => {
    const userId = await createUser(db.sql);
    const pack = pricedPacks(config).find((item) => item.id === 'premium')!;
    const { url, sessionId } = await getPayments(config).createCheckout({ userId, email: 'd@example.com', pack });
    expect(url).toBe(`/checkout/demo/${sessionId}`);
    const unpaid = signedDemoEvent(config, sessionId);
    await handleWebhook(db.sql, config, unpaid.payload, unpaid.signature);
    expect(await getAllowance(db.sql, userId)).toMatchObject({ mode: 'free' }); // the event alone proves nothing
    await markDemoSessionPaid(sessionId);
    const event = signedDemoEvent(config, sessionId);
    await Promise.all(Array.from({ length: 10 }, () => handleWebhook(db.sql, config, event.payload, event.signature)));
    expect(await getAllowance(db.sql, userId)).toMatchObject({ mode: 'total', limit: 36, remaining: 36 });
    expect(await fulfilCheckout(db.sql, config, getPayments(config), sessionId, userId)).toEqual({ ok: true, added: 0, credits: 35, userId });
  });
});
