// The engine's rule tables and gates skip a pattern when the text has none of its keys. Keys written by hand can
// miss a case; here every text the engine reads while rewriting the whole corpus is checked against every
// pattern it skipped.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteWithEngine } from '../../src/lib/server/rewrite/engine/index.ts';
import { auditKeys, keyGate, keyMatcher } from '../../src/lib/server/rewrite/engine/keys.ts';
import { TONES } from '../../src/lib/shared/rewrite.ts';

const root = path.resolve(import.meta.dirname, '../..');
const drafts = fs
  .readdirSync(path.join(root, 'tests/fixtures'))
  .filter((file) => /^drafts.*\.jsonl$/.test(file))
  .flatMap((file) => fs.readFileSync(path.join(root, 'tests/fixtures', file), 'utf8').split('\n').filter((line) => line.trim()).map((line) => (JSON.parse(line) as { draft: string }).draft));

describe('key automaton', () => {
  it('finds keys in one pass, case-blind, a run of white space read as one space', () => {
    const matcher = keyMatcher([['fed up'], ['zz'], ['is \uE100']]);
    const marked = new Uint8Array(3);
    expect(matcher.mark('I am FED\t \u00a0UP with it', marked)).toBe(true);
    expect([...marked]).toEqual([1, 0, 0]);
    expect(matcher.mark('the date is \uE123.', marked)).toBe(true);
    expect([...marked]).toEqual([0, 0, 1]);
    expect(matcher.has('nothing here')).toBe(false);
  });

  it('runs a gated pattern only when a key is there, and answers as the pattern does', () => {
    const gate = keyGate(['stupid'], /\bstupid\b/i);
    expect(gate('That was STUPID.')).toBe(true);
    expect(gate('stupidly')).toBe(false);
    expect(gate('calm words')).toBe(false);
    expect(() => keyGate(['a'], /a/g)).toThrow();
  });
});

describe('every key list covers its pattern on everything the engine reads', () => {
  const misses = new Map<string, string>();
  beforeAll(() => auditKeys((keys, pattern, text) => misses.set(`${pattern.source.slice(0, 80)} [${keys.join(', ')}]`, text)));
  afterAll(() => auditKeys(null));

  // (it reads every fixture three times, and the corpus grows by a set or more each session: about 50 s in CI, more than
  // twice that on a machine busy with other work)
  it('the corpus, as typed, and with its white space and capitals changed', { timeout: 300_000 }, () => {
    const variants = (draft: string) => [draft, draft.toUpperCase(), draft.replace(/ /g, '  '), draft.replace(/ /g, '\u00a0'), draft.replace(/'/g, '’')];
    for (const draft of drafts) for (const text of variants(draft)) rewriteWithEngine(text, TONES);
    expect([...misses].map(([rule, text]) => `${rule}: ${JSON.stringify(text)}`)).toEqual([]);
  });
});
