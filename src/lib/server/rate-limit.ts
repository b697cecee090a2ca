// Fixed-window rate limits for our own endpoints, shared by all instances through the database.
import type { Sql } from 'postgres';

export interface RateRule {
  /** seconds */
  window: number;
  max: number;
}

export type RateResult = { allowed: true } | { allowed: false; retryAfter: number };

/** Counts one request against `key`; one atomic upsert, so concurrent requests cannot slip through. */
export async function consumeRate(sql: Sql, key: string, rule: RateRule): Promise<RateResult> {
  const [row] = await sql<{ count: number; window_start: Date }[]>`
    insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - make_interval(secs => ${rule.window}) then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - make_interval(secs => ${rule.window}) then now() else r.window_start end
    returning count, window_start`;
  if (row!.count <= rule.max) return { allowed: true };
  const elapsed = (Date.now() - row!.window_start.getTime()) / 1000;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(rule.window - elapsed)) };
}
