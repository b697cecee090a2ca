// Picks the provider the configuration asks for, once per process.
import type { Config } from '../config.ts';
import { createAnthropicProvider } from './anthropic.ts';
import { builtinProvider } from './builtin.ts';
import type { RewriteProvider } from './provider.ts';

let cached: { key: string; provider: RewriteProvider } | null = null;

export function getProvider(config: Config): RewriteProvider {
  const rewrite = config.rewrite;
  const key = rewrite.provider === 'anthropic' ? `${rewrite.model}|${rewrite.baseUrl}|${rewrite.apiKey.slice(-6)}` : 'builtin';
  if (cached?.key === key) return cached.provider;
  const provider = rewrite.provider === 'anthropic' ? createAnthropicProvider(rewrite) : builtinProvider;
  cached = { key, provider };
  return provider;
}
