// Which groups of plain substrings occur in a text, found in one pass over it (an Aho–Corasick automaton over
// UTF-16 code units). The rule lists use it to decide which rules can apply to a line: a regex of every key has
// to try each key at each position, and a substring test per key reads the line once per key.

export interface KeyMatcher {
  /** Sets `marked[group]` for every group with a string in `text.toLowerCase()` (the array is cleared first);
   *  false when none. */
  mark(text: string, marked: Uint8Array): boolean;
}

export function keyMatcher(groups: readonly (readonly string[])[]): KeyMatcher {
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
  return {
    mark(text: string, marked: Uint8Array): boolean {
      if (!folds || text.includes('\u0130')) text = text.toLowerCase();
      marked.fill(0);
      let any = false;
      let row = 0;
      for (let i = 0; i < text.length; i++) {
        row = table[row + classOf[text.charCodeAt(i)]!]!;
        if (row < 0) {
          row = -row;
          const output = outputs[row / width]!;
          for (let j = 0; j < output.length; j++) marked[output[j]!] = 1;
          any = true;
        }
      }
      return any;
    },
  };
}
