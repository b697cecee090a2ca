import type { RewriteProvider } from './provider.ts';
import { rewriteWithEngine } from './engine/index.ts';

export const builtinProvider: RewriteProvider = {
  name: 'builtin',
  async rewrite({ draft, tones, context }) {
    return { ok: true, rewrites: rewriteWithEngine(draft, tones, context) };
  },
};
