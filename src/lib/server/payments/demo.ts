// Demo payments: the same flow as Stripe with a local store and a clearly marked page instead of a card form.
import { randomBytes } from 'node:crypto';
import { getSql } from '../db.ts';
import type { CheckoutSessionFacts, PaymentsProvider } from './provider.ts';

interface DemoRow {
  id: string;
  user_id: string | null;
  price_id: string;
  amount_cents: number;
  currency: string;
  status: string;
  payment_status: string;
}

export function createDemoPayments(): PaymentsProvider {
  return {
    mode: 'demo',
    async createCheckout({ userId, pack }) {
      const id = `cs_demo_${randomBytes(18).toString('base64url')}`;
      await getSql()`insert into demo_checkout_sessions (id, user_id, price_id, amount_cents) values (${id}, ${userId}, ${pack.priceId}, ${pack.priceCents})`;
      return { url: `/checkout/demo/${id}`, sessionId: id };
    },
    async retrieveSession(sessionId): Promise<CheckoutSessionFacts | null> {
      const [row] = await getSql()<DemoRow[]>`select * from demo_checkout_sessions where id = ${sessionId}`;
      if (!row) return null;
      return {
        id: row.id,
        paid: row.status === 'complete' && row.payment_status === 'paid',
        userId: row.user_id,
        priceId: row.price_id,
        amountCents: row.amount_cents,
        currency: row.currency,
      };
    },
    async createPortal() {
      return { url: '/account/purchases' };
    },
  };
}

export interface DemoSessionView {
  id: string;
  userId: string | null;
  priceId: string;
  amountCents: number;
  paid: boolean;
}

export async function findDemoSession(id: string): Promise<DemoSessionView | null> {
  const [row] = await getSql()<DemoRow[]>`select * from demo_checkout_sessions where id = ${id}`;
  return row ? { id: row.id, userId: row.user_id, priceId: row.price_id, amountCents: row.amount_cents, paid: row.payment_status === 'paid' } : null;
}

/** The demo's stand-in for the card form: the session becomes complete and paid. Idempotent. */
export async function markDemoSessionPaid(id: string): Promise<void> {
  await getSql()`update demo_checkout_sessions set status = 'complete', payment_status = 'paid', completed_at = coalesce(completed_at, now()) where id = ${id}`;
}
