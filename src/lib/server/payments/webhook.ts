// The webhook: verify the signature on the raw body first, then hand the session id to fulfilment.
// Used by POST /api/stripe/webhook and by the demo's Pay button — the same handler either way.
import Stripe from 'stripe';
import type { Sql } from 'postgres';
import type { Config } from '../config.ts';
import { logEvent } from '../log.ts';
import { fulfilCheckout } from './fulfil.ts';
import { getPayments, webhookSecret } from './index.ts';

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const TOLERANCE_S = 300;

export type WebhookResult = { status: 200; body: { received: true } } | { status: 400; body: { error: string } };

export async function handleWebhook(sql: Sql, config: Config, rawBody: string, signature: string | null): Promise<WebhookResult> {
  const secret = webhookSecret(config);
  if (!secret || !signature) return { status: 400, body: { error: 'missing signature' } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, TOLERANCE_S);
  } catch {
    return { status: 400, body: { error: 'invalid signature' } };
  }
  if (!HANDLED.has(event.type)) return { status: 200, body: { received: true } };
  const sessionId = (event.data.object as { id?: unknown }).id;
  if (typeof sessionId !== 'string') return { status: 200, body: { received: true } };
  const result = await fulfilCheckout(sql, config, getPayments(config), sessionId);
  if (!result.ok) logEvent('warn', 'webhook did not grant', { sessionId, eventType: event.type, reason: result.reason });
  return { status: 200, body: { received: true } };
}

/** The event the demo's Pay button sends, signed like Stripe signs it. */
export function signedDemoEvent(config: Config, sessionId: string): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_demo_${sessionId.slice(-16)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret(config) ?? '' });
  return { payload, signature };
}
