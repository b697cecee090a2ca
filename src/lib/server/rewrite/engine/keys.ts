// Which groups of plain substrings occur in a text, found in one pass over it (an Aho–Corasick automaton over
// UTF-16 code units). The rule lists use it to decide which rules can apply to a line: a regex of every key has
// to try each key at each position, and a substring test per key reads the line once per key.

export interface KeyMatcher {
  /** Sets `marked[group]` for every group with a string in `text.toLowerCase()` (the array is cleared first);
   *  false when none. */
  mark(text: string, marked: Uint8Array): boolean;
  /** Whether `text.toLowerCase()` has any of the strings (it stops at the first). */
  has(text: string): boolean;
}

/** In a key, stands for any fact placeholder (U+E100–U+EFFF): "is \uE100" is "is" before any fact. */
export const ANY_FACT = '\uE100';

// What \s matches in a pattern, besides the space.
const WHITE_SPACE = [0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff];

// Tests check the keys against the patterns on every text the engine reads: with an auditor set, each scan also runs
// the pattern of every group it did not mark, and reports a match (a key list that misses a case).
let auditor: ((keys: readonly string[], pattern: RegExp, text: string) => void) | null = null;
export function auditKeys(report: typeof auditor): void {
  auditor = report;
}
function audit(groups: readonly (readonly string[])[], patterns: readonly RegExp[], text: string, marked: (group: number) => boolean): void {
  groups.forEach((keys, group) => {
    if (!marked(group) && text.search(patterns[group]!) >= 0) auditor!(keys, patterns[group]!, text);
  });
}

/** `patterns`: each group's pattern, which needs one of the group's keys to match (for the audit). */
export function keyMatcher(groups: readonly (readonly string[])[], patterns: readonly RegExp[] = []): KeyMatcher {
  // The alphabet is the code units the keys use; every other code unit is class 0 (it matches no key).
  const classes = new Map<number, number>();
  for (const group of groups) for (const key of group) for (let i = 0; i < key.length; i++) if (!classes.has(key.charCodeAt(i))) classes.set(key.charCodeAt(i), classes.size + 1);
  const width = classes.size + 1;
  // The class of every UTF-16 code unit, so that a step is two array reads.
  const classOf = new Uint16Array(65536);
  for (const [code, value] of classes) classOf[code] = value;
  // Lowering the text first is the same as reading A–Z (and the Kelvin sign) as a–z, when the keys are lower-case
  // ASCII or characters without case (like ’); only "İ" lowers to two code units, so a text with one is lowered.
  const caseless = (char: string) => char < '\u0080' ? char === char.toLowerCase() : char === char.toLowerCase() && char === char.toUpperCase() && char !== '\u0307';
  const folds = groups.every((group) => group.every((key) => [...key].every(caseless)));
  if (folds) {
    for (let code = 65; code <= 90; code++) classOf[code] = classOf[code + 32]!;
    classOf[0x212a] = classOf[107]!;
  }
  // A space in a key stands for a run of white space, as \s+ does in the rule's pattern (the scan reads a run as one).
  const space = classes.get(32) ?? -1;
  if (space > 0) for (const code of WHITE_SPACE) classOf[code] = space;
  if (classes.has(0xe100)) classOf.fill(classOf[0xe100]!, 0xe100, 0xf000);
  // The trie of the keys.
  const next: Int32Array[] = [new Int32Array(width).fill(-1)];
  const found: number[][] = [[]];
  groups.forEach((group, index) => {
    for (const key of group) {
      if (key.length === 0) continue;
      let state = 0;
      for (let i = 0; i < key.length; i++) {
        const value = classes.get(key.charCodeAt(i))!;
        if (next[state]![value]! < 0) {
          next[state]![value] = next.length;
          next.push(new Int32Array(width).fill(-1));
          found.push([]);
        }
        state = next[state]![value]!;
      }
      if (!found[state]!.includes(index)) found[state]!.push(index);
    }
  });
  // Failure links, breadth first, turning the trie into a full transition table.
  const fail = new Int32Array(next.length);
  const queue: number[] = [];
  for (let value = 0; value < width; value++) {
    const child = next[0]![value]!;
    if (child < 0) next[0]![value] = 0;
    else queue.push(child);
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (const index of found[fail[state]!]!) if (!found[state]!.includes(index)) found[state]!.push(index);
    for (let value = 0; value < width; value++) {
      const child = next[state]![value]!;
      if (child < 0) {
        next[state]![value] = next[fail[state]!]![value]!;
        continue;
      }
      fail[child] = next[fail[state]!]![value]!;
      queue.push(child);
    }
  }
  // States are stored as the offset of their row; a negative offset marks a state where keys end.
  const table = new Int32Array(next.length * width);
  next.forEach((row, state) => row.forEach((target, value) => (table[state * width + value] = found[target]!.length > 0 ? -target * width : target * width)));
  const outputs = found.map((indexes) => Int32Array.from(indexes));
  const lowered = (text: string) => (!folds || text.includes('\u0130') ? text.toLowerCase() : text);
  /** One pass over the text: `found(state)` hears of each state where keys end, and ends the pass with true. */
  const scan = (text: string, found: (state: number) => boolean): boolean => {
    let row = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const value = classOf[text.charCodeAt(i)]!;
      if (value === space && previous === space) continue;
      previous = value;
      row = table[row + value]!;
      if (row < 0) {
        row = -row;
        if (found(row / width)) return true;
      }
    }
    return false;
  };
  return {
    mark(original: string, marked: Uint8Array): boolean {
      marked.fill(0);
      let any = false;
      scan(lowered(original), (state) => {
        const output = outputs[state]!;
        for (let j = 0; j < output.length; j++) marked[output[j]!] = 1;
        any = true;
        return false;
      });
      if (auditor && patterns.length > 0) audit(groups, patterns, original, (group) => marked[group] === 1);
      return any;
    },
    has(original: string): boolean {
      if (scan(lowered(original), () => true)) return true;
      if (auditor && patterns.length > 0) audit(groups, patterns, original, () => false);
      return false;
    },
  };
}

/** `pattern.test(text)`, run only when the text has one of `keys` (every match of the pattern has one of them):
 *  one pass over the text spares most texts the pattern. */
export function keyGate(keys: readonly string[], pattern: RegExp): (text: string) => boolean {
  if (pattern.global || pattern.sticky) throw new Error('a gated pattern is tested from the start of the text');
  const matcher = keyMatcher([keys], [pattern]);
  return (text) => matcher.has(text) && pattern.test(text);
}
