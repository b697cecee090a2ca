// What fulfilment needs to know about a Checkout Session, whoever holds it (Stripe or the demo store).
import type { PricedPack } from './catalogue.ts';

export interface CheckoutSessionFacts {
  id: string;
  paid: boolean;
  /** client_reference_id: the user who started it */
  userId: string | null;
  priceId: string | null;
  amountCents: number;
  currency: string;
}

export interface PaymentsProvider {
  readonly mode: 'stripe' | 'demo';
  createCheckout(input: { userId: string; email: string; pack: PricedPack }): Promise<{ url: string; sessionId: string }>;
  /** null when there is no such session */
  retrieveSession(sessionId: string): Promise<CheckoutSessionFacts | null>;
  createPortal(input: { userId: string }): Promise<{ url: string }>;
}
