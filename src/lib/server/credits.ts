// The allowance rules of decisions.md ("Credits"), in one place.
// No active subscription: limit 1 (the free rewrite). Active: total_limit if > 0 (total mode), else
// daily_limit counted from UTC midnight (daily mode). Remaining = limit − usage rows, never below 0.
import type { Sql, TransactionSql } from 'postgres';

export type AllowanceMode = 'free' | 'total' | 'daily';

export interface Allowance {
  mode: AllowanceMode;
  limit: number;
  used: number;
  remaining: number;
  isPremium: boolean;
}

export const FREE_REWRITES = 1;

interface SubscriptionRow {
  status: string;
  daily_limit: number;
  total_limit: number;
}

type Db = Sql | TransactionSql;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

async function readAllowance(db: Db, userId: string, now: Date): Promise<Allowance> {
  const [subscription] = await db<SubscriptionRow[]>`
    select status, daily_limit, total_limit from subscriptions where user_id = ${userId} and status = 'active'`;
  if (!subscription) {
    const [{ used }] = await db<{ used: number }[]>`select count(*)::int as used from usage_logs where user_id = ${userId}`;
    return { mode: 'free', limit: FREE_REWRITES, used, remaining: Math.max(0, FREE_REWRITES - used), isPremium: false };
  }
  if (subscription.total_limit > 0) {
    const [{ used }] = await db<{ used: number }[]>`select count(*)::int as used from usage_logs where user_id = ${userId}`;
    const limit = subscription.total_limit;
    return { mode: 'total', limit, used, remaining: Math.max(0, limit - used), isPremium: true };
  }
  const [{ used }] = await db<{ used: number }[]>`
    select count(*)::int as used from usage_logs where user_id = ${userId} and date >= ${startOfUtcDay(now)}`;
  const limit = subscription.daily_limit;
  return { mode: 'daily', limit, used, remaining: Math.max(0, limit - used), isPremium: true };
}

export function getAllowance(sql: Sql, userId: string, now = new Date()): Promise<Allowance> {
  return readAllowance(sql, userId, now);
}

export type TakeResult = { ok: true; usageId: string; allowance: Allowance } | { ok: false; allowance: Allowance };

/**
 * Takes one usage row when the allowance has room, before the provider is called.
 * Safe under concurrency: the user's row is locked FOR UPDATE for the transaction, so two requests
 * for the same user count and insert one after the other and cannot both spend the last credit.
 */
export async function takeCredit(sql: Sql, userId: string, now = new Date()): Promise<TakeResult> {
  return sql.begin(async (tx) => {
    const [user] = await tx`select id from "user" where id = ${userId} for update`;
    if (!user) return { ok: false as const, allowance: { mode: 'free' as const, limit: 0, used: 0, remaining: 0, isPremium: false } };
    const allowance = await readAllowance(tx, userId, now);
    if (allowance.remaining <= 0) return { ok: false as const, allowance };
    const [row] = await tx<{ id: string }[]>`insert into usage_logs (user_id, date) values (${userId}, ${now}) returning id::text as id`;
    return { ok: true as const, usageId: row!.id, allowance: { ...allowance, used: allowance.used + 1, remaining: allowance.remaining - 1 } };
  });
}

/** Gives back a usage row taken for a rewrite that failed. */
export async function returnCredit(sql: Sql, usageId: string): Promise<void> {
  await sql`delete from usage_logs where id = ${usageId}`;
}
