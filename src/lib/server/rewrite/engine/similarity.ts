// How alike two texts read, word by word: 2·LCS / (|a| + |b|) over their word sequences (1 for the same
// words in the same order, 0 for nothing in common). The engine uses it to check its own work: a voice
// that came out nearly the same as the draft, or as another voice, is written again more briefly.

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\d$€£%@#'’-]+/gu) ?? [];
}

export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.length === 0 && y.length === 0) return 1;
  let previous = new Uint16Array(y.length + 1);
  let current = new Uint16Array(y.length + 1);
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) current[j] = x[i - 1] === y[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    [previous, current] = [current, previous];
  }
  return (2 * previous[y.length]!) / (x.length + y.length);
}
