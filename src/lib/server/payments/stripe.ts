// Stripe: one configured client; Checkout Sessions in payment mode, one customer per user, the billing portal.
import Stripe from 'stripe';
import type { Config, PaymentsConfig } from '../config.ts';
import { getSql } from '../db.ts';
import type { CheckoutSessionFacts, PaymentsProvider } from './provider.ts';

type StripeSettings = Extract<PaymentsConfig, { mode: 'stripe' }>;

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

async function customerFor(stripe: Stripe, userId: string, email: string): Promise<string> {
  const sql = getSql();
  const [existing] = await sql<{ stripe_customer_id: string | null }[]>`select stripe_customer_id from subscriptions where user_id = ${userId}`;
  if (existing?.stripe_customer_id) return existing.stripe_customer_id;
  const customer = await stripe.customers.create({ email, metadata: { user_id: userId } }, { idempotencyKey: `customer-${userId}` });
  // A row without an active status grants nothing; it only remembers the customer.
  const [row] = await sql<{ stripe_customer_id: string }[]>`
    insert into subscriptions (user_id, status, stripe_customer_id) values (${userId}, 'inactive', ${customer.id})
    on conflict (user_id) do update set stripe_customer_id = coalesce(subscriptions.stripe_customer_id, excluded.stripe_customer_id)
    returning stripe_customer_id`;
  return row!.stripe_customer_id;
}

export function createStripePayments(settings: StripeSettings, config: Config): PaymentsProvider {
  const stripe = stripeClient(settings);
  return {
    mode: 'stripe',
    async createCheckout({ userId, email, pack }) {
      const customer = await customerFor(stripe, userId, email);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: userId,
        line_items: [{ price: pack.priceId, quantity: 1 }],
        metadata: { pack_id: pack.id, user_id: userId },
        success_url: `${new URL('/success', config.siteUrl).href}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: new URL('/pricing', config.siteUrl).href,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { url: session.url, sessionId: session.id };
    },
    async retrieveSession(sessionId): Promise<CheckoutSessionFacts | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
      const price = session.line_items?.data[0]?.price;
      return {
        id: session.id,
        paid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
        userId: session.client_reference_id ?? null,
        priceId: typeof price === 'string' ? price : (price?.id ?? null),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
      };
    },
    async createPortal({ userId }) {
      const [row] = await getSql()<{ stripe_customer_id: string | null }[]>`select stripe_customer_id from subscriptions where user_id = ${userId}`;
      if (!row?.stripe_customer_id) throw new Error('no Stripe customer for this user');
      const portal = await stripe.billingPortal.sessions.create({ customer: row.stripe_customer_id, return_url: new URL('/account', config.siteUrl).href });
      return { url: portal.url };
    },
  };
}
