// Fulfilment: one function, safe to call any number of times from anywhere (webhook, /success, both
// at once, replays). It retrieves the session from the provider — never trusting an event body or a
// URL — checks that it is paid and whose it is, and grants the pack's credits exactly once.
import type { Sql } from 'postgres';
import { FREE_REWRITES } from '../credits.ts';
import type { Config } from '../config.ts';
import { logEvent } from '../log.ts';
import { packForPriceId } from './catalogue.ts';
import type { PaymentsProvider } from './provider.ts';

export type FulfilResult =
  | { ok: true; added: number; credits: number; userId: string }
  | { ok: false; reason: 'not_found' | 'not_paid' | 'wrong_user' | 'unknown_price' | 'no_user' };

export async function fulfilCheckout(sql: Sql, config: Config, payments: PaymentsProvider, sessionId: string, expectedUserId: string | null = null): Promise<FulfilResult> {
  const session = await payments.retrieveSession(sessionId);
  if (!session) return { ok: false, reason: 'not_found' };
  if (!session.userId) return { ok: false, reason: 'no_user' };
  if (expectedUserId !== null && session.userId !== expectedUserId) return { ok: false, reason: 'wrong_user' };
  if (!session.paid) return { ok: false, reason: 'not_paid' };
  const pack = session.priceId ? packForPriceId(config, session.priceId) : undefined;
  if (!pack) return { ok: false, reason: 'unknown_price' };
  const userId = session.userId;

  const result = await sql.begin(async (tx) => {
    // The unique session id is the exactly-once key: only the call that inserts the row grants.
    const inserted = await tx`
      insert into purchases (stripe_session_id, user_id, pack_id, price_id, credits, amount_cents, currency, mode)
      select ${session.id}, id, ${pack.id}, ${pack.priceId}, ${pack.credits}, ${session.amountCents}, ${session.currency}, ${payments.mode}
      from "user" where id = ${userId}
      on conflict (stripe_session_id) do nothing
      returning id`;
    if (inserted.length === 0) {
      const [existing] = await tx<{ credits: number }[]>`select credits from purchases where stripe_session_id = ${session.id}`;
      return existing ? { added: 0, credits: existing.credits } : null;
    }
    // The new limit keeps what the user had (the free rewrite, or earlier packs) and adds the pack.
    // The upsert locks the subscription row, so two purchases at once both count.
    await tx`
      insert into subscriptions (user_id, status, total_limit) values (${userId}, 'active', ${FREE_REWRITES + pack.credits})
      on conflict (user_id) do update set
        total_limit = case
          when subscriptions.status = 'active' and subscriptions.total_limit > 0 then subscriptions.total_limit
          when subscriptions.status = 'active' then greatest(subscriptions.daily_limit, ${FREE_REWRITES})
          else ${FREE_REWRITES}
        end + ${pack.credits},
        status = 'active',
        updated_at = now()`;
    return { added: pack.credits, credits: pack.credits };
  });
  if (!result) return { ok: false, reason: 'no_user' };
  if (result.added > 0) logEvent('info', 'credits granted', { sessionId: session.id, userId, pack: pack.id, credits: pack.credits, mode: payments.mode });
  return { ok: true, ...result, userId };
}
