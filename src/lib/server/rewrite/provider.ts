// One interface for both ways of rewriting: the built-in engine and Anthropic.
import type { RewriteContext, Tone } from '../../shared/rewrite.ts';

export interface RewriteInput {
  draft: string;
  tones: readonly Tone[];
  context: RewriteContext;
}

export type ProviderFailure =
  | 'overloaded' // 529, 503
  | 'rate_limited' // 429 after retries
  | 'timeout'
  | 'unavailable' // connection refused, 5xx
  | 'refusal'
  | 'max_tokens'
  | 'invalid_output';

export interface ProviderError {
  kind: ProviderFailure;
  /** the provider's request id, for our logs (never the draft) */
  requestId: string | null;
  status: number | null;
}

export type ProviderResult = { ok: true; rewrites: Record<Tone, string> } | { ok: false; error: ProviderError };

export interface RewriteProvider {
  readonly name: 'builtin' | 'anthropic';
  rewrite(input: RewriteInput): Promise<ProviderResult>;
}

/** A provider that is down or overloaded is a 503 (try again); one that answered badly is a 502. */
export function statusForFailure(kind: ProviderFailure): 502 | 503 {
  return kind === 'overloaded' || kind === 'rate_limited' || kind === 'timeout' || kind === 'unavailable' ? 503 : 502;
}
