// What /api/account and /account show: the user, the allowance and the purchase history.
import type { Sql } from 'postgres';
import type { SessionUser } from './auth.ts';
import type { Allowance } from './credits.ts';
import { getAllowance } from './credits.ts';

export interface PurchaseSummary {
  sessionId: string;
  packId: string;
  credits: number;
  amountCents: number;
  currency: string;
  createdAt: string;
}

export interface AccountView {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  isPremium: boolean;
  allowance: Omit<Allowance, 'isPremium'> | null;
  purchases: PurchaseSummary[];
}

export async function accountView(sql: Sql, user: SessionUser): Promise<AccountView> {
  let allowance: Allowance | null = null;
  try {
    allowance = await getAllowance(sql, user.id);
  } catch {
    allowance = null; // product.md §8: when usage cannot be computed, the remaining count is hidden
  }
  const purchases = await sql<PurchaseSummary[]>`
    select stripe_session_id as "sessionId", pack_id as "packId", credits, amount_cents as "amountCents", currency, created_at as "createdAt"
    from purchases where user_id = ${user.id} order by created_at desc`;
  const [subscription] = await sql<{ active: boolean }[]>`select status = 'active' as active from subscriptions where user_id = ${user.id}`;
  return {
    user: { id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt.toISOString() },
    isPremium: subscription?.active ?? false,
    allowance: allowance ? { mode: allowance.mode, limit: allowance.limit, used: allowance.used, remaining: allowance.remaining } : null,
    purchases: purchases.map((purchase) => ({ ...purchase, createdAt: new Date(purchase.createdAt).toISOString() })),
  };
}
