// The allowance rules of decisions.md ("Credits"), in one place.
// No active subscription: limit 1 (the free rewrite). Active: total_limit if > 0 (total mode), else
// daily_limit counted from UTC midnight (daily mode). Remaining = limit − usage rows, never below 0.
import { randomUUID } from 'node:crypto';
import type { Sql, TransactionSql } from 'postgres';
import { logEvent } from './log.ts';

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

export interface TakenCredit {
  usageId: string;
  /** chosen before the row is written, so the row can be found when the write's outcome is unknown */
  token: string;
}

export type TakeResult = ({ ok: true; allowance: Allowance } & TakenCredit) | { ok: false; allowance: Allowance };

/**
 * Takes one usage row when the allowance has room, before the provider is called.
 * Safe under concurrency: the user's row is locked FOR UPDATE for the transaction, so two requests
 * for the same user count and insert one after the other and cannot both spend the last credit.
 * If the database fails mid-way the request fails, and the row, should its commit have landed after
 * all, is owed back: see oweCredit.
 */
export async function takeCredit(sql: Sql, userId: string, now = new Date()): Promise<TakeResult> {
  const token = randomUUID();
  try {
    return await sql.begin(async (tx) => {
      const [user] = await tx`select id from "user" where id = ${userId} for update`;
      if (!user) return { ok: false as const, allowance: { mode: 'free' as const, limit: 0, used: 0, remaining: 0, isPremium: false } };
      const allowance = await readAllowance(tx, userId, now);
      if (allowance.remaining <= 0) return { ok: false as const, allowance };
      const [row] = await tx<{ id: string }[]>`
        insert into usage_logs (user_id, date, token) values (${userId}, ${now}, ${token}) returning id::text as id`;
      return { ok: true as const, usageId: row!.id, token, allowance: { ...allowance, used: allowance.used + 1, remaining: allowance.remaining - 1 } };
    });
  } catch (error) {
    oweCredit(sql, userId, token);
    throw error;
  }
}

/** Gives back a usage row taken for a rewrite that failed; owed until the database takes it. */
export async function returnCredit(sql: Sql, userId: string, taken: TakenCredit): Promise<void> {
  try {
    await sql`delete from usage_logs where id = ${taken.usageId}`;
  } catch (error) {
    oweCredit(sql, userId, taken.token);
    throw error;
  }
}

// Credits owed back: rows whose write may have landed for a request that failed. Kept in memory and
// retried until the database answers; the launcher settles what is left before it closes the pool.
const OWED_KEY = Symbol.for('cooldraft.owedCredits');
type Owed = Map<string, { sql: Sql; userId: string }>;
const owed: Owed = ((globalThis as { [OWED_KEY]?: Owed })[OWED_KEY] ??= new Map());
let retryTimer: NodeJS.Timeout | null = null;
let retryDelayMs = 100;

function oweCredit(sql: Sql, userId: string, token: string): void {
  owed.set(token, { sql, userId });
  logEvent('warn', 'credit owed back until the database answers', { userId, owed: owed.size });
  scheduleSettle();
}

function scheduleSettle(): void {
  if (retryTimer || owed.size === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void settleOwedCredits().then((left) => {
      retryDelayMs = left > 0 ? Math.min(retryDelayMs * 2, 2000) : 100;
      scheduleSettle();
    });
  }, retryDelayMs);
  retryTimer.unref();
}

/**
 * Deletes every owed row that exists. Locking the user's row first waits out the transaction that
 * wrote it, should its backend still be finishing, so a commit cannot land after the delete looked.
 * Resolves with how many are still owed.
 */
export async function settleOwedCredits(): Promise<number> {
  for (const [token, { sql, userId }] of owed) {
    try {
      await sql.begin(async (tx) => {
        await tx`select id from "user" where id = ${userId} for update`;
        await tx`delete from usage_logs where token = ${token}`;
      });
      owed.delete(token);
      logEvent('info', 'owed credit settled', { userId, owed: owed.size });
    } catch {
      break; // still away: try again later
    }
  }
  return owed.size;
}

export function owedCredits(): number {
  return owed.size;
}
