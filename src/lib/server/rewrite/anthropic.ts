// The Anthropic provider: the real SDK, a forced tool call for structured output, a per-request
// timeout well under our own budget, two SDK retries, and one more call when a fact went missing.
// Every failure becomes one ProviderError; the draft is never logged (and ANTHROPIC_LOG stays off).
import Anthropic from '@anthropic-ai/sdk';
import { extractFacts, missingFacts } from '../../shared/analysis/facts.ts';
import type { Tone } from '../../shared/rewrite.ts';
import { rewriteWithEngine } from './engine/index.ts';
import { TOOL_NAME, systemPrompt, toolSchema, userPrompt } from './prompt.ts';
import type { ProviderError, ProviderFailure, ProviderResult, RewriteInput, RewriteProvider } from './provider.ts';

const REQUEST_TIMEOUT_MS = 20_000;
const MAX_TOKENS = 4096;

export interface AnthropicSettings {
  apiKey: string;
  model: string;
  baseUrl: string | null;
  timeoutMs?: number;
}

function failure(kind: ProviderFailure, requestId: string | null = null, status: number | null = null): { ok: false; error: ProviderError } {
  return { ok: false, error: { kind, requestId, status } };
}

function classify(error: unknown): { ok: false; error: ProviderError } {
  if (error instanceof Anthropic.APIConnectionTimeoutError) return failure('timeout');
  if (error instanceof Anthropic.APIError) {
    const status = error.status ?? null;
    const requestId = error.requestID ?? null;
    if (status === 429) return failure('rate_limited', requestId, status);
    if (status === 529 || status === 503) return failure('overloaded', requestId, status);
    if (status === null) return failure('unavailable', requestId, status);
    return failure(status >= 500 ? 'unavailable' : 'invalid_output', requestId, status);
  }
  if (error instanceof Error && error.name === 'AbortError') return failure('timeout');
  return failure('unavailable');
}

type Attempt = { ok: true; rewrites: Record<Tone, string>; requestId: string | null } | { ok: false; error: ProviderError };

export function createAnthropicProvider(settings: AnthropicSettings): RewriteProvider {
  const client = new Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl ?? undefined,
    timeout: settings.timeoutMs ?? REQUEST_TIMEOUT_MS,
    maxRetries: 2,
    logLevel: 'warn', // never 'debug': it would log request bodies, i.e. drafts
  });

  async function attempt(input: RewriteInput, facts: ReturnType<typeof extractFacts>, retryFor: ReturnType<typeof extractFacts> = []): Promise<Attempt> {
    let message: Anthropic.Message;
    try {
      message = await client.messages.create({
        model: settings.model,
        max_tokens: MAX_TOKENS,
        system: systemPrompt(input.tones),
        messages: [{ role: 'user', content: userPrompt(input.draft, input.context, facts, retryFor) }],
        tools: [{ name: TOOL_NAME, description: 'Submit the rewrites, one per requested tone.', input_schema: toolSchema(input.tones) }],
        tool_choice: { type: 'tool', name: TOOL_NAME },
      });
    } catch (error) {
      return classify(error);
    }
    const requestId = (message as { _request_id?: string | null })._request_id ?? null;
    if (message.stop_reason === 'refusal') return failure('refusal', requestId);
    if (message.stop_reason === 'max_tokens') return failure('max_tokens', requestId);
    const block = message.content.find((item) => item.type === 'tool_use' && item.name === TOOL_NAME);
    const output = block && block.type === 'tool_use' ? (block.input as Record<string, unknown>) : null;
    const rewrites = {} as Record<Tone, string>;
    for (const tone of input.tones) {
      const value = output?.[tone];
      if (typeof value !== 'string' || value.trim().length === 0 || value.length > 20_000) return failure('invalid_output', requestId);
      rewrites[tone] = value.trim();
    }
    return { ok: true, rewrites, requestId };
  }

  return {
    name: 'anthropic',
    async rewrite(input): Promise<ProviderResult> {
      const facts = extractFacts(input.draft);
      const first = await attempt(input, facts);
      if (!first.ok) return first;
      const lost = input.tones.flatMap((tone) => missingFacts(facts, first.rewrites[tone]));
      if (lost.length === 0) return { ok: true, rewrites: first.rewrites };
      // One more call with the lost facts named; a tone that still loses one falls back to the
      // built-in engine, which never drops a fact.
      const second = await attempt(input, facts, lost);
      const candidate = second.ok ? second.rewrites : first.rewrites;
      const stillLost = input.tones.filter((tone) => missingFacts(facts, candidate[tone]).length > 0);
      if (stillLost.length === 0) return { ok: true, rewrites: candidate };
      const fallback = rewriteWithEngine(input.draft, stillLost, input.context);
      return { ok: true, rewrites: { ...candidate, ...fallback } };
    },
  };
}
