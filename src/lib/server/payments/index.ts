// The configured payments provider, once per process.
import type { Config } from '../config.ts';
import { createDemoPayments } from './demo.ts';
import type { PaymentsProvider } from './provider.ts';
import { createStripePayments } from './stripe.ts';

let cached: { config: Config; provider: PaymentsProvider } | null = null;

export function getPayments(config: Config): PaymentsProvider {
  if (cached?.config === config) return cached.provider;
  const provider = config.payments.mode === 'stripe' ? createStripePayments(config.payments, config) : createDemoPayments();
  cached = { config, provider };
  return provider;
}

/** The secret webhooks are signed with: Stripe's, or the demo's (set by the launcher into the environment). */
export function webhookSecret(config: Config): string | null {
  return config.payments.webhookSecret || null;
}
