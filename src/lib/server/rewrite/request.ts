// The rewrite endpoints' body: {message, audience?, channel?} (and for a regeneration tone, rewriteId).
import { checkDraft } from '../../shared/draft.ts';
import type { AppError } from '../../shared/errors.ts';
import { ERRORS } from '../../shared/errors.ts';
import { AUDIENCES, CHANNELS, TONES } from '../../shared/rewrite.ts';
import type { Audience, Channel, RewriteContext, Tone } from '../../shared/rewrite.ts';
import { isPlainObject } from '../http.ts';

export type RewriteBody = { ok: true; draft: string; context: RewriteContext } | { ok: false; error: AppError };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

export function parseRewriteBody(body: unknown): RewriteBody {
  if (!isPlainObject(body)) return { ok: false, error: ERRORS.invalidField };
  if (body.message === undefined || body.message === null) return { ok: false, error: ERRORS.missingDraft };
  if (typeof body.message !== 'string') return { ok: false, error: ERRORS.invalidField };
  const draft = checkDraft(body.message);
  if (!draft.ok) return draft;
  const { audience, channel } = body;
  if (audience !== undefined && audience !== null && !isOneOf(AUDIENCES, audience)) return { ok: false, error: ERRORS.invalidField };
  if (channel !== undefined && channel !== null && !isOneOf(CHANNELS, channel)) return { ok: false, error: ERRORS.invalidField };
  return { ok: true, draft: draft.draft, context: { audience: (audience ?? undefined) as Audience | undefined, channel: (channel ?? undefined) as Channel | undefined } };
}

export type RegenerateBody = (RewriteBody & { ok: true; tone: Tone; rewriteId: string }) | { ok: false; error: AppError };

export function parseRegenerateBody(body: unknown): RegenerateBody {
  const base = parseRewriteBody(body);
  if (!base.ok) return base;
  const { tone, rewriteId } = body as Record<string, unknown>;
  if (!isOneOf(TONES, tone) || typeof rewriteId !== 'string' || rewriteId.length > 200) return { ok: false, error: ERRORS.invalidField };
  return { ...base, tone, rewriteId };
}
