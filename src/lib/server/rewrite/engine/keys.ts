// Which groups of plain substrings occur in a text, found in one pass over it (an Aho–Corasick automaton over
// UTF-16 code units). The rule lists use it to decide which rules can apply to a line: a regex of every key has
// to try each key at each position, and a substring test per key reads the line once per key.

export interface KeyMatcher {
  /** Sets `marked[group]` for every group with a string in `text.toLowerCase()` (the array is cleared first);
   *  false when none. */
  mark(text: string, marked: Uint8Array): boolean;
  /** Whether `text.toLowerCase()` has any of the strings (it stops at the first). */
  has(text: string): boolean;
  /** The groups with a string in `text.toLowerCase()`, each once, in the order the pass found them. */
  found(text: string): number[];
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

// The depth down to which an automaton's states get a full row of transitions (see keyMatcher's table).
const DENSE_DEPTH = 3;

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
  const depth: number[] = [0];
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
          depth.push(i + 1);
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
  // The table a pass walks, small because a step's read is mostly a cache miss. The states near the root, where most
  // steps are, get a full row each, together; a deeper state gets a record of only the classes on which it goes
  // elsewhere than its fallback (the first state with a row on its failure links) goes, and records are in the order
  // of the keys, so that a key's states share cache lines. A state's place in the table is its number: below `dense`,
  // a row (`width` entries, then the offset of its groups); from `dense` on, a record (its fallback's place and its
  // number of classes, each class with the place it goes to, then the offset of its groups if keys end there).
  // A transition to a state where keys end is negative.
  const stride = width + 1;
  const shift = 32 - Math.clz32(width);
  const mask = (1 << shift) - 1;
  // (every state gets a row when a place shifted to make room for a class could pass 31 bits; no record is longer
  // than a row)
  const deepest = next.length * stride * 2 ** shift < 2 ** 31 ? DENSE_DEPTH : Infinity;
  const place = new Int32Array(next.length);
  const shallow = [0, ...queue.filter((state) => depth[state]! <= deepest)];
  shallow.forEach((state, index) => (place[state] = index * stride));
  const dense = shallow.length * stride;
  const fallback = (state: number): number => (depth[state]! <= deepest ? state : fallback(fail[state]!));
  const own = (state: number): number[] => {
    const row = next[fallback(state)]!;
    const list: number[] = [];
    for (let value = 1; value < width; value++) if (next[state]![value] !== row[value]) list.push(value);
    return list;
  };
  let size = dense;
  for (let state = 0; state < next.length; state++) {
    if (depth[state]! <= deepest) continue;
    place[state] = size;
    size += 1 + own(state).length + (found[state]!.length > 0 ? 1 : 0);
  }
  const table = new Int32Array(size);
  const to = (state: number) => (found[state]!.length > 0 ? -place[state]! : place[state]!);
  // The groups of each state where keys end: their count, then the groups.
  const groupList: number[] = [0];
  const groupsAt = (state: number): number => {
    if (found[state]!.length === 0) return 0;
    groupList.push(found[state]!.length, ...found[state]!);
    return groupList.length - found[state]!.length - 1;
  };
  for (let state = 0; state < next.length; state++) {
    const at = place[state]!;
    if (depth[state]! <= deepest) {
      for (let value = 0; value < width; value++) table[at + value] = to(next[state]![value]!);
      table[at + width] = groupsAt(state);
      continue;
    }
    const list = own(state);
    table[at] = (place[fallback(state)]! << shift) | list.length;
    list.forEach((value, k) => (table[at + 1 + k] = (to(next[state]![value]!) << shift) | value));
    if (found[state]!.length > 0) table[at + 1 + list.length] = groupsAt(state);
  }
  const groupsOf = Int32Array.from(groupList);
  // (which groups a pass of found() has listed; cleared again before it returns)
  const seen = new Uint8Array(groups.length);
  const lowered = (text: string) => (!folds || text.includes('\u0130') ? text.toLowerCase() : text);
  // Where keys ended in the last pass, as offsets in groupsOf (reused: each pass's caller reads them before the next).
  let ends = new Int32Array(32);
  /** One pass over the text: the offsets of the groups of the states where keys end go in `ends`, and their count is
   *  returned; with `first`, the pass stops at the first. (No callback per state and the tables in locals: the loop is
   *  most of a pass's time.) */
  const scan = (text: string, first: boolean): number => {
    const steps = table;
    const codes = classOf;
    const rows = dense;
    const row = width;
    const bits = mask;
    const shifted = shift;
    const blank = space;
    let count = 0;
    let state = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i++) {
      const value = codes[text.charCodeAt(i)]!;
      if (value === blank && previous === blank) continue;
      previous = value;
      if (state < rows) state = steps[state + value]!;
      else {
        // a record: the place its class goes to, else the step from its fallback's row
        const head = steps[state]!;
        let at = state + 1;
        const end = at + (head & bits);
        while (at < end && (steps[at]! & bits) !== value) at++;
        state = at < end ? steps[at]! >> shifted : steps[(head >> shifted) + value]!;
      }
      if (state < 0) {
        state = -state;
        if (count === ends.length) {
          const more = new Int32Array(count * 2);
          more.set(ends);
          ends = more;
        }
        ends[count++] = steps[state < rows ? state + row : state + 1 + (steps[state]! & bits)]!;
        if (first) break;
      }
    }
    return count;
  };
  return {
    mark(original: string, marked: Uint8Array): boolean {
      marked.fill(0);
      const count = scan(lowered(original), false);
      for (let k = 0; k < count; k++) {
        const at = ends[k]!;
        for (let j = at + 1; j <= at + groupsOf[at]!; j++) marked[groupsOf[j]!] = 1;
      }
      if (auditor && patterns.length > 0) audit(groups, patterns, original, (group) => marked[group] === 1);
      return count > 0;
    },
    has(original: string): boolean {
      if (scan(lowered(original), true) > 0) return true;
      if (auditor && patterns.length > 0) audit(groups, patterns, original, () => false);
      return false;
    },
    found(original: string): number[] {
      const list: number[] = [];
      const count = scan(lowered(original), false);
      for (let k = 0; k < count; k++) {
        const at = ends[k]!;
        for (let j = at + 1; j <= at + groupsOf[at]!; j++) {
          const group = groupsOf[j]!;
          if (seen[group]) continue;
          seen[group] = 1;
          list.push(group);
        }
      }
      if (auditor && patterns.length > 0) audit(groups, patterns, original, (group) => seen[group] === 1);
      for (const group of list) seen[group] = 0;
      return list;
    },
  };
}

/** For a list of rules, each with keys written by hand and its pattern: which rules can apply to a text (`marked[i]`),
 *  found in one pass. A rule needs one of its own keys and, where its pattern's source tells keys (requiredKeys), one
 *  of those too: "yesterday" and one of the verbs a rule puts in the past, where either alone is in many lines. */
export interface RuleMatcher extends KeyMatcher {
  /** The rules that can apply to a text, in their order. */
  hits(text: string): number[];
}

/** Applies, in their order, the rules of a list that can apply to a text: `apply(index, text)` gives the text after rule
 *  `index` (the same string when it changed nothing). After a change the text is read again, and the walk goes on with
 *  the rules after that one. */
export function applyRules(matcher: RuleMatcher, text: string, apply: (index: number, text: string) => string): string {
  let out = text;
  let hits = matcher.hits(out);
  for (let at = 0; at < hits.length; at++) {
    const index = hits[at]!;
    const next = apply(index, out);
    if (next === out) continue;
    out = next;
    hits = matcher.hits(out);
    at = -1;
    while (at + 1 < hits.length && hits[at + 1]! <= index) at++;
  }
  return out;
}

export function ruleMatcher(keys: readonly (readonly string[])[], patterns: readonly RegExp[]): RuleMatcher {
  const count = keys.length;
  const told = patterns.map(requiredKeys);
  const never = /(?!)/;
  const matcher = keyMatcher([...keys, ...told.map((list) => list ?? [])], [...patterns, ...patterns.map((pattern, index) => (told[index] ? pattern : never))]);
  const both = new Uint8Array(count * 2);
  const needsTold = Uint8Array.from(told, (list) => (list ? 1 : 0));
  return {
    mark(text: string, marked: Uint8Array): boolean {
      if (!matcher.mark(text, both)) {
        marked.fill(0);
        return false;
      }
      let any = false;
      for (let index = 0; index < count; index++) {
        const on = both[index] === 1 && (needsTold[index] === 0 || both[count + index] === 1);
        marked[index] = on ? 1 : 0;
        any ||= on;
      }
      return any;
    },
    has(text: string): boolean {
      return this.hits(text).length > 0;
    },
    found(text: string): number[] {
      return this.hits(text);
    },
    hits(text: string): number[] {
      const found = matcher.found(text);
      if (found.length === 0) return found;
      for (const group of found) both[group] = 1;
      // (kept in order as they are added: the list is short, and a sort with a comparator is a call per comparison)
      const hits: number[] = [];
      for (const group of found) {
        if (group >= count || (needsTold[group] === 1 && both[count + group] === 0)) continue;
        let at = hits.length;
        for (hits.push(group); at > 0 && hits[at - 1]! > group; at--) hits[at] = hits[at - 1]!;
        hits[at] = group;
      }
      for (const group of found) both[group] = 0;
      return hits;
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

/** `pattern.test(text)`, run only when the text holds one of the keys the pattern's source says every match needs
 *  (requiredKeys); a pattern whose source tells none is tested as it is. */
export function gated(pattern: RegExp): (text: string) => boolean {
  const keys = requiredKeys(pattern);
  return keys ? keyGate(keys, pattern) : (text) => pattern.test(text);
}

/** Gates (as `gated` makes) that share their pass over a text: the first one asked about a text scans it once for the
 *  keys of them all, and the others asked about the same text read the marks that scan left. For the many patterns
 *  one function tries in turn on one sentence. */
export function sharedGates(): (pattern: RegExp) => (text: string) => boolean {
  const groups: string[][] = [];
  const patterns: RegExp[] = [];
  let matcher: KeyMatcher | null = null;
  let marks = new Uint8Array(0);
  let scanned: string | null = null;
  return (pattern) => {
    const keys = requiredKeys(pattern);
    if (!keys) return (text) => pattern.test(text);
    if (pattern.global || pattern.sticky) throw new Error('a gated pattern is tested from the start of the text');
    const index = groups.length;
    groups.push(keys);
    patterns.push(pattern);
    matcher = null;
    return (text) => {
      if (!matcher) {
        matcher = keyMatcher(groups, patterns);
        marks = new Uint8Array(groups.length);
        scanned = null;
      }
      if (text !== scanned) {
        matcher.mark(text, marks);
        scanned = text;
      }
      return marks[index] === 1 && pattern.test(text);
    };
  };
}

/** `text.replace(pattern, replacement)`, run only when the text holds one of the keys the pattern's source says every
 *  match needs (the text as it is when it has none). */
export function gatedReplace(pattern: RegExp): (text: string, replacement: string | ((substring: string, ...args: any[]) => string)) => string {
  const keys = requiredKeys(pattern);
  const matcher = keys ? keyMatcher([keys], [pattern]) : null;
  return (text, replacement) => (!matcher || matcher.has(text) ? text.replace(pattern, replacement as string) : text);
}

/** For patterns tried in turn on one text: which of them can match it (`marks[i]` set), found in one pass over the
 *  text; a pattern whose source tells no keys always can. */
export function listGate(patterns: readonly RegExp[]): (text: string) => Uint8Array {
  const keys = patterns.map(requiredKeys);
  const matcher = keyMatcher(keys.map((list) => list ?? []), patterns.map((pattern) => (pattern.global || pattern.sticky ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : pattern)));
  const always = keys.flatMap((list, index) => (list ? [] : [index]));
  // (one array of marks, reused: the list is walked before the next text is read)
  const marks = new Uint8Array(patterns.length);
  return (text) => {
    matcher.mark(text, marks);
    for (const index of always) marks[index] = 1;
    return marks;
  };
}

// The keys a pattern needs, read off its source: strings of which every match holds at least one (lower-cased,
// white space as one space, any fact placeholder as ANY_FACT). A pattern read this way is gated without a key list
// written by hand, which could miss a case the pattern has.
// A part of the pattern, as far as keys go: the strings it matches, when they are few (`exact`), or else strings one
// of which each of its matches holds (`needs`); null where nothing is known.
interface Part {
  exact: Set<string> | null;
  needs: Set<string> | null;
}
const MOST_STRINGS = 64;
const KEY_LENGTH = 12;
const UNKNOWN: Part = { exact: null, needs: null };
const EMPTY = (): Part => ({ exact: new Set(['']), needs: null });
const exactly = (strings: Iterable<string>): Part => ({ exact: new Set(strings), needs: null });

/** The keys of a key set: none empty, each cut to its first KEY_LENGTH code units (a match that holds a key holds
 *  its start), and only characters the automaton reads case-blind. */
function usable(strings: Set<string> | null): string[] | null {
  if (!strings || strings.size === 0) return null;
  const keys = new Set<string>();
  for (const string of strings) {
    if (string === '' || ![...string].every((char) => char < '\u0080' || (char === char.toLowerCase() && char === char.toUpperCase()))) return null;
    keys.add(string.replace(/ {2,}/g, ' ').slice(0, KEY_LENGTH));
  }
  return [...keys];
}
// The longest string that all of them hold ("no worries" of "but no worries", "no worries at all", …), as one key.
function common(strings: Set<string> | null): string[] | null {
  if (!strings || strings.size < 2) return null;
  const all = [...strings].map((string) => string.replace(/ {2,}/g, ' '));
  const shortest = all.reduce((a, b) => (b.length < a.length ? b : a));
  for (let length = Math.min(shortest.length, KEY_LENGTH); length > 0; length--) {
    for (let start = 0; start + length <= shortest.length; start++) {
      const part = shortest.slice(start, start + length);
      if (all.every((string) => string.includes(part))) return usable(new Set([part]));
    }
  }
  return null;
}
// The better of two key sets: the one whose shortest key is longer (a one-letter key is in most texts), then fewer keys.
function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!a) return b;
  if (!b) return a;
  const shortest = (keys: string[]) => Math.min(...keys.map((key) => key.length));
  return shortest(b) > shortest(a) || (shortest(b) === shortest(a) && b.length < a.length) ? b : a;
}
const needs = (part: Part): string[] | null => better(better(usable(part.exact), common(part.exact)), usable(part.needs));

/** Keys one of which every match of `pattern` holds, or null when its source tells none (a pattern that may match
 *  the empty string, or one made of classes and wildcards). */
export function requiredKeys(pattern: RegExp): string[] | null {
  // (the syntax of the v flag's classes is not read here)
  if (pattern.unicodeSets) return null;
  const source = pattern.source;
  let at = 0;
  // Anything the source has that this reading does not know makes it tell no keys.
  let unread = false;
  // As the automaton reads them: white space as a space, any placeholder as ANY_FACT, letters in lower case.
  const fold = (char: string) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && WHITE_SPACE.includes(code)) return ' ';
    if (code >= 0xe100 && code <= 0xefff) return ANY_FACT;
    return char.toLowerCase();
  };
  // One escaped character, outside or inside a class: its characters, or null when they are many.
  const escape = (inClass: boolean): string[] | null => {
    const char = source[at++]!;
    if (char === 's') return [' '];
    if (char === 'd') return [...'0123456789'];
    if ('wWSDpPk'.includes(char) || (char === 'B' && inClass)) {
      if ((char === 'p' || char === 'P' || char === 'k') && (source[at] === '{' || source[at] === '<')) at = source.indexOf(source[at] === '{' ? '}' : '>', at) + 1;
      return null;
    }
    if (char === 'b') return inClass ? ['\b'] : [''];
    if (char === 'B') return [''];
    if (/[1-9]/.test(char)) {
      while (/\d/.test(source[at] ?? '')) at++;
      return null;
    }
    if (char === 'u' && source[at] === '{') {
      const end = source.indexOf('}', at);
      const code = Number.parseInt(source.slice(at + 1, end), 16);
      at = end + 1;
      return [String.fromCodePoint(code)];
    }
    if (char === 'u' && /^[\da-f]{4}$/i.test(source.slice(at, at + 4))) {
      at += 4;
      return [String.fromCharCode(Number.parseInt(source.slice(at - 4, at), 16))];
    }
    if (char === 'x' && /^[\da-f]{2}$/i.test(source.slice(at, at + 2))) {
      at += 2;
      return [String.fromCharCode(Number.parseInt(source.slice(at - 2, at), 16))];
    }
    if (char === 'n' || char === 't' || char === 'r' || char === 'f' || char === 'v') return [' '];
    if (char === '0') return ['\0'];
    if (char === 'c') return null;
    return [char];
  };
  // A class: its characters when they are few; any fact placeholder, when the class is the placeholders' range.
  const characterClass = (): Part => {
    const negated = source[at] === '^';
    if (negated) at++;
    const chars = new Set<string>();
    let known = !negated;
    while (at < source.length && source[at] !== ']') {
      let chars1: string[] | null;
      if (source[at] === '\\') {
        at++;
        chars1 = escape(true);
      } else chars1 = [source[at++]!];
      if (source[at] === '-' && source[at + 1] !== ']' && chars1?.length === 1 && at + 1 < source.length) {
        at++;
        const end = source[at] === '\\' ? ((at++, escape(true))) : [source[at++]!];
        const from = chars1[0]!.codePointAt(0)!;
        const to = end?.length === 1 ? end[0]!.codePointAt(0)! : -1;
        if (from === 0xe100 && to >= 0xefff) chars.add(ANY_FACT);
        else if (to >= from && to - from < 16) for (let code = from; code <= to; code++) chars.add(fold(String.fromCodePoint(code)));
        else known = false;
        continue;
      }
      if (!chars1) known = false;
      else for (const char of chars1) chars.add(fold(char));
    }
    at++;
    if (!known || chars.size > 16) return UNKNOWN;
    if (chars.has(ANY_FACT) && chars.size > 1) return UNKNOWN;
    return exactly(chars);
  };
  const sequenceOf = (items: Part[]): Part => {
    let run: Set<string> | null = new Set(['']);
    let whole = true;
    let best: string[] | null = null;
    const close = () => {
      best = better(best, better(usable(run), common(run)));
      run = null;
    };
    for (const item of items) {
      if (run && item.exact && run.size * item.exact.size <= MOST_STRINGS) {
        const next = new Set<string>();
        for (const a of run) for (const b of item.exact) next.add(a + b);
        run = next;
        continue;
      }
      whole = false;
      if (run) close();
      best = better(best, needs(item));
      run = item.exact ? new Set(item.exact) : new Set(['']);
    }
    if (whole) return { exact: run, needs: null };
    close();
    return { exact: null, needs: best ? new Set(best) : null };
  };
  const alternativesOf = (items: Part[]): Part => {
    if (items.length === 1) return items[0]!;
    if (items.every((item) => item.exact)) {
      const all = new Set(items.flatMap((item) => [...item.exact!]));
      if (all.size <= MOST_STRINGS) return { exact: all, needs: null };
    }
    const each = items.map(needs);
    return { exact: null, needs: each.every(Boolean) ? new Set(each.flatMap((keys) => keys!)) : null };
  };
  const repeated = (item: Part, min: number, max: number): Part => {
    if (min === 1 && max === 1) return item;
    // ("\s+" is one space to the automaton, which reads a run of white space as one)
    if (item.exact && item.exact.size === 1 && item.exact.has(' ') && max > 1) return min === 0 ? exactly(['', ' ']) : exactly([' ']);
    if (min === 0 && max === 1 && item.exact) return exactly([...item.exact, '']);
    if (min === 0) return UNKNOWN;
    const keys = needs(item);
    return { exact: null, needs: keys ? new Set(keys) : null };
  };
  const alternation = (): Part => {
    const items: Part[] = [sequence()];
    while (source[at] === '|') {
      at++;
      items.push(sequence());
    }
    return alternativesOf(items);
  };
  const sequence = (): Part => {
    const items: Part[] = [];
    while (at < source.length && source[at] !== '|' && source[at] !== ')') {
      let item: Part;
      const char = source[at++]!;
      if (char === '(') {
        let look = false;
        if (source[at] === '?') {
          if (source[at + 1] === ':') at += 2;
          else if (source[at + 1] === '=' || source[at + 1] === '!') (at += 2), (look = true);
          else if (source[at + 1] === '<' && (source[at + 2] === '=' || source[at + 2] === '!')) (at += 3), (look = true);
          else if (source[at + 1] === '<' && source.indexOf('>', at) > 0) at = source.indexOf('>', at) + 1;
          else {
            unread = true;
            at = source.length;
            return UNKNOWN;
          }
        }
        const inner = alternation();
        at++; // ')'
        item = look ? EMPTY() : inner;
      } else if (char === '[') item = characterClass();
      else if (char === '\\') {
        const chars = escape(false);
        item = chars ? exactly(chars.map(fold)) : UNKNOWN;
      } else if (char === '.') item = UNKNOWN;
      else if (char === '^' || char === '$') item = EMPTY();
      else item = exactly([fold(char)]);
      // its quantifier
      const quantifier = /^(?:\*|\+|\?|\{(\d+)(?:(,)(\d*))?\})\??/.exec(source.slice(at));
      if (quantifier && (quantifier[0][0] !== '{' || quantifier[1] !== undefined)) {
        at += quantifier[0].length;
        const sign = quantifier[0][0];
        const min = sign === '*' || sign === '?' ? 0 : sign === '+' ? 1 : Number(quantifier[1]);
        const max = sign === '?' ? 1 : sign === '*' || sign === '+' ? Infinity : quantifier[2] ? (quantifier[3] ? Number(quantifier[3]) : Infinity) : min;
        item = repeated(item, min, max);
      }
      items.push(item);
    }
    return sequenceOf(items);
  };
  const whole = alternation();
  if (unread || at < source.length) return null;
  return needs(whole);
}
