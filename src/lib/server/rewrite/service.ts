// One rewrite for one user: take the credit first, call the provider, give the credit back if the
// provider fails. Free users get Sassy only — Chill and Soft are never generated for them.
import type { Sql } from 'postgres';
import type { AppError } from '../../shared/errors.ts';
import { ERRORS } from '../../shared/errors.ts';
import type { RewriteContext, RewriteResponse, Tone } from '../../shared/rewrite.ts';
import { TONES } from '../../shared/rewrite.ts';
import { returnCredit, takeCredit } from '../credits.ts';
import { logEvent } from '../log.ts';
import { rewriteWithEngine } from './engine/index.ts';
import { MAX_REGENERATIONS_PER_TONE, issueRewriteId, verifyRewriteId } from './grant.ts';
import type { ProviderError, RewriteProvider } from './provider.ts';
import { statusForFailure } from './provider.ts';

export interface RewriteRequest {
  userId: string;
  draft: string;
  context: RewriteContext;
  /** signs the rewrite id that lets a premium user regenerate a tone */
  secret: string;
}

/** The JSON answer, plus the rewrite id premium users can regenerate a tone with. */
export type RewriteResult = RewriteResponse & { rewriteId: string | null };

export type RewriteOutcome = { ok: true; response: RewriteResult } | { ok: false; status: number; error: AppError };

function failureOutcome(error: ProviderError): { ok: false; status: number; error: AppError } {
  const status = statusForFailure(error.kind);
  return { ok: false, status, error: status === 503 ? ERRORS.rewriteUnavailable : ERRORS.rewriteFailed };
}

function logFailure(provider: RewriteProvider, error: ProviderError, userId: string): void {
  logEvent('warn', 'rewrite provider failed; credit returned', {
    provider: provider.name,
    failure: error.kind,
    providerStatus: error.status,
    providerRequestId: error.requestId,
    userId,
  });
}

export async function rewriteForUser(sql: Sql, provider: RewriteProvider, request: RewriteRequest): Promise<RewriteOutcome> {
  const { userId, draft, context } = request;
  const taken = await takeCredit(sql, userId);
  if (!taken.ok) return { ok: false, status: 429, error: ERRORS.limitReached };
  const isPremium = taken.allowance.isPremium;
  const tones: readonly Tone[] = isPremium ? TONES : ['sassy'];
  const started = performance.now();
  let result;
  try {
    result = await provider.rewrite({ draft, tones, context });
  } catch {
    result = { ok: false as const, error: { kind: 'unavailable' as const, requestId: null, status: null } };
  }
  if (!result.ok) {
    await returnCredit(sql, userId, taken);
    logFailure(provider, result.error, userId);
    return failureOutcome(result.error);
  }
  logEvent('info', 'rewrite done', { provider: provider.name, tones: tones.length, durationMs: Math.round(performance.now() - started), userId });
  return {
    ok: true,
    response: {
      sassy: result.rewrites.sassy,
      chill: isPremium ? result.rewrites.chill : null,
      soft: isPremium ? result.rewrites.soft : null,
      isPremium,
      rewriteId: isPremium ? issueRewriteId(request.secret, taken.usageId, userId, draft) : null,
    },
  };
}

export type StreamEvent =
  | { type: 'start'; isPremium: boolean; tones: Tone[] }
  | { type: 'tone'; tone: Tone; text: string }
  | { type: 'done'; isPremium: boolean; rewriteId: string | null }
  | { type: 'error'; status: number; error: AppError };

/**
 * The streamed rewrite (issue 8): the tones are asked for in parallel and each is sent as soon as it
 * arrives. The credit is taken once. It is given back when nothing could be delivered — every tone
 * failed, or the client left before the first tone — and kept once a tone reached the client; a tone
 * that fails after others were delivered comes from the built-in engine so the rewrite is whole.
 */
export async function streamRewriteForUser(sql: Sql, provider: RewriteProvider, request: RewriteRequest, emit: (event: StreamEvent) => boolean, signal: AbortSignal): Promise<void> {
  const { userId, draft, context } = request;
  const taken = await takeCredit(sql, userId);
  if (!taken.ok) {
    emit({ type: 'error', status: 429, error: ERRORS.limitReached });
    return;
  }
  const isPremium = taken.allowance.isPremium;
  const tones: Tone[] = isPremium ? [...TONES] : ['sassy'];
  emit({ type: 'start', isPremium, tones });
  let delivered = 0;
  let firstFailure: ProviderError | null = null;
  const failed: Tone[] = [];

  await Promise.all(
    tones.map(async (tone) => {
      let result;
      try {
        result = await provider.rewrite({ draft, tones: [tone], context });
      } catch {
        result = { ok: false as const, error: { kind: 'unavailable' as const, requestId: null, status: null } };
      }
      if (signal.aborted) return;
      if (!result.ok) {
        firstFailure ??= result.error;
        failed.push(tone);
        return;
      }
      if (emit({ type: 'tone', tone, text: result.rewrites[tone] })) delivered++;
    }),
  );

  if (delivered === 0) {
    await returnCredit(sql, userId, taken);
    if (firstFailure) {
      logFailure(provider, firstFailure, userId);
      const outcome = failureOutcome(firstFailure);
      emit({ type: 'error', status: outcome.status, error: outcome.error });
    } else {
      logEvent('info', 'client left before any tone arrived; credit returned', { userId });
    }
    return;
  }
  if (failed.length > 0) {
    const fallback = rewriteWithEngine(draft, failed, context);
    for (const tone of failed) emit({ type: 'tone', tone, text: fallback[tone] });
    if (firstFailure) logEvent('warn', 'some tones came from the built-in engine', { provider: provider.name, failure: (firstFailure as ProviderError).kind, tones: failed.length, userId });
  }
  emit({ type: 'done', isPremium, rewriteId: isPremium ? issueRewriteId(request.secret, taken.usageId, userId, draft) : null });
}

export type RegenerateOutcome = { ok: true; tone: Tone; text: string; remaining: number } | { ok: false; status: number; error: AppError };

export const REGENERATION_USED_UP: AppError = {
  code: 'regeneration_limit',
  title: 'No more regenerations',
  message: `You can regenerate each tone ${MAX_REGENERATIONS_PER_TONE} times per rewrite. Rewrite the message again for new versions.`,
};
export const REGENERATION_INVALID: AppError = {
  code: 'invalid_rewrite_id',
  title: 'Rewrite expired',
  message: 'This rewrite can no longer be regenerated. Rewrite the message again.',
};

/** Regenerates one tone of a paid rewrite: no credit, at most twice per tone (counted atomically). */
export async function regenerateTone(sql: Sql, provider: RewriteProvider, request: RewriteRequest & { tone: Tone; rewriteId: string }): Promise<RegenerateOutcome> {
  const usageId = verifyRewriteId(request.secret, request.rewriteId, request.userId, request.draft);
  if (!usageId) return { ok: false, status: 400, error: REGENERATION_INVALID };
  // The upsert is the counter: it only succeeds while the count is below the limit.
  const [row] = await sql<{ count: number }[]>`
    insert into rewrite_regenerations as r (usage_id, tone, count)
    select ${usageId}, ${request.tone}, 1 where exists (select 1 from usage_logs where id = ${usageId} and user_id = ${request.userId})
    on conflict (usage_id, tone) do update set count = r.count + 1 where r.count < ${MAX_REGENERATIONS_PER_TONE}
    returning count`;
  if (!row) return { ok: false, status: 429, error: REGENERATION_USED_UP };
  const result = await provider.rewrite({ draft: request.draft, tones: [request.tone], context: { ...request.context, variation: row.count } });
  if (!result.ok) {
    // give the regeneration back, as a credit is given back
    if (row.count === 1) await sql`delete from rewrite_regenerations where usage_id = ${usageId} and tone = ${request.tone}`;
    else await sql`update rewrite_regenerations set count = count - 1 where usage_id = ${usageId} and tone = ${request.tone}`;
    logFailure(provider, result.error, request.userId);
    return failureOutcome(result.error);
  }
  return { ok: true, tone: request.tone, text: result.rewrites[request.tone], remaining: MAX_REGENERATIONS_PER_TONE - row.count };
}
