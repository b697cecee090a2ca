// The register of each voice, word by word, over the body of the message: Sassy spells words out and
// drops hedges ("I will not", "I do not", the deliberate register of someone who means it), Chill
// contracts and drops intensifiers (how people talk), Soft keeps the draft's own register. Quoted words
// are someone's exact words and are never touched; facts are placeholders by the time this runs.
import type { Channel, Tone } from '../../../shared/rewrite.ts';

const A = `['’]`;

const EXPAND: Rule[] = [
  [["n't", 'n’t'], new RegExp(String.raw`\b(C|c)an${A}t\b`, 'g'), '$1annot'],
  [["n't", 'n’t'], new RegExp(String.raw`\b(W|w)on${A}t\b`, 'g'), '$1ill not'],
  [["n't", 'n’t'], new RegExp(String.raw`\b(S|s)han${A}t\b`, 'g'), '$1hall not'],
  [["n't", 'n’t'], new RegExp(String.raw`\b(do|does|did|is|are|was|were|have|has|had|would|should|could|must|need)n${A}t\b`, 'gi'), '$1 not'],
  [["i'm", 'i’m'], new RegExp(String.raw`\bI${A}m\b`, 'g'), 'I am'],
  [["'ll", '’ll'], new RegExp(String.raw`\b(I|you|we|they|he|she|it|that|You|We|They|He|She|It|That)${A}ll\b`, 'g'), '$1 will'],
  [["'re", '’re'], new RegExp(String.raw`\b(you|we|they|You|We|They)${A}re\b`, 'g'), '$1 are'],
  [["'ve", '’ve'], new RegExp(String.raw`\b(I|you|we|they|would|could|should|might|must|You|We|They|Would|Could|Should)${A}ve\b`, 'g'), '$1 have'],
  // "it's been" is "it has been"; otherwise "it is". Only pronouns whose 's is never a possessive.
  [["'s", '’s'], new RegExp(String.raw`\b(it|that|there|here|what|It|That|There|Here|What)${A}s(?=\s+(?:been|got|gotten|had|brought|taken|made|become|gone|come|done|given|cost|caused|left|kept|meant|put|sent|shown|turned|happened|changed|started|stopped|gotten)\b)`, 'g'), '$1 has'],
  [["'s", '’s'], new RegExp(String.raw`\b(it|that|there|here|It|That|There|Here)${A}s\b(?=\s+[\p{L}\d\uE100-\uEFFF])`, 'gu'), '$1 is'],
  // "I'd" is "I would" before these words only ("I'd already paid" is "I had").
  [["'d", '’d'], new RegExp(String.raw`\b(I|we|We|you|You)${A}d(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask|recommend|welcome|consider|think)\b)`, 'g'), '$1 would'],
];

const EXPAND_FIRM = EXPAND.filter(([keys]) => !keys.includes("n't"));

// Contract only where a contraction is grammatical: never at the end of a clause ("I know who you are."),
// never after a question word ("where it is now").
const NEXT_WORD = String.raw`(?=\s+[\p{L}\d\uE100-\uEFFF$€£#])`;
// …and never where "it" is the object of a preposition ("part of it is the AC").
const NOT_AFTER_WH = String.raw`(?<!\b(?:where|what|who|how|when|why|which|whatever|wherever)\s+(?:\S+\s+)?)(?<!\b(?:of|to|for|with|in|on|at|about|from|by|like|than)\s+)`;
const PARTICIPLE = String.raw`(?=\s+(?:already\s+|never\s+|just\s+|not\s+|also\s+|now\s+|since\s+)?(?:been|had|got|gotten|done|seen|sent|told|made|paid|given|taken|written|spoken|left|lost|kept|heard|found|spent|put|said|asked|tried|waited|called|emailed|texted|messaged|booked|covered|checked|used|moved|booked|reached|followed|noticed|received|missed|cancell?ed|finished|started|dealt|gone|come|known|read|raised|explained|offered|agreed|worked|handled|attached|included|submitted|filed|contacted)\b)`;

const CONTRACT_NOT: Rule[] = [
  [[' not'], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would\s+not\b`, 'g'), "$1 wouldn't"],
  [[' not'], /\b(d|D)o\s+not\b/g, "$1on't"],
  [[' not'], /\b(d|D)oes\s+not\b/g, "$1oesn't"],
  [[' not'], /\b(d|D)id\s+not\b/g, "$1idn't"],
  [[' not'], /\b(i|I)s\s+not\b/g, "$1sn't"],
  [[' not'], /\b(a|A)re\s+not\b/g, "$1ren't"],
  [[' not'], /\b(w|W)as\s+not\b/g, "$1asn't"],
  [[' not'], /\b(w|W)ere\s+not\b/g, "$1eren't"],
  [[' not'], /\b(h|H)ave\s+not\b/g, "$1aven't"],
  [[' not'], /\b(h|H)as\s+not\b/g, "$1asn't"],
  [[' not'], /\b(h|H)ad\s+not\b/g, "$1adn't"],
  [[' not'], /\b(w|W)ill\s+not\b/g, "$1on't"],
  [['cannot', 'can not'], /\b(c|C)an\s*not\b/g, "$1an't"],
  [[' not'], /\b(w|W)ould\s+not\b/g, "$1ouldn't"],
  [[' not'], /\b(s|S)hould\s+not\b/g, "$1houldn't"],
  [[' not'], /\b(c|C)ould\s+not\b/g, "$1ouldn't"],
];
const CONTRACT: Rule[] = [
  [[' am '], new RegExp(String.raw`\bI\s+am${NEXT_WORD}`, 'gu'), "I'm"],
  [[' will '], new RegExp(String.raw`\b(I|We|we|You|you|They|they|It|it)\s+will${NEXT_WORD}`, 'gu'), "$1'll"],
  [[' would '], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask)\b)`, 'g'), "$1'd"],
  [[' have '], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+have${PARTICIPLE}`, 'g'), "$1've"],
  [[' is '], new RegExp(String.raw`${NOT_AFTER_WH}\b(It|it|That|that|There|there|Here|here|What|what)\s+is${NEXT_WORD}`, 'gu'), "$1's"],
  [[' are '], new RegExp(String.raw`${NOT_AFTER_WH}\b(You|you|We|we|They|they)\s+are${NEXT_WORD}`, 'gu'), "$1're"],
];

// Words that add heat or hedging without adding meaning. Chill and Sassy leave them out.
const INTENSIFIERS = /\b(?:really|honestly|genuinely|definitely|literally|actually|totally|completely|absolutely|seriously|truly|extremely|incredibly|frankly)\s+(?=[\p{L}\uE100-\uEFFF])/giu;

function outsideQuotes(text: string, change: (part: string) => string): string {
  if (!/["“”]/.test(text)) return change(text);
  // Split on quoted spans and keep them verbatim.
  return text
    .split(/("[^"\n]*"|“[^”\n]*”)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/** A rule runs only when one of its keys is in the text (a substring test costs far less than a regex). */
type Rule = [keys: string[], pattern: RegExp, replacement: string];

function applyAll(text: string, rules: Rule[]): string {
  let out = text;
  let lower = text.toLowerCase();
  for (const [keys, pattern, replacement] of rules) {
    if (!keys.some((key) => lower.includes(key))) continue;
    const next = out.replace(pattern, replacement);
    if (next !== out) lower = (out = next).toLowerCase();
  }
  return out;
}

// One look decides whether a sentence has anything to expand or contract (most long sentences do not).
const CAN_EXPAND = /['’]/;
const CAN_CONTRACT = /\b(?:not|am|will|would|have|is|are)\b/;
const HAS_INTENSIFIER = /\b(?:really|honestly|genuinely|definitely|literally|actually|totally|completely|absolutely|seriously|truly|extremely|incredibly|frankly)\b/;

/** One line of the body in the register of the tone. */
export function styleLine(text: string, tone: Tone, channel: Channel): string {
  if (tone === 'soft' || text.length === 0) return text;
  // In a text, a spelled-out negative reads cold ("Do not call me."): Sassy keeps "don't" there, and spells
  // out only "I will", "I am" (firm, not harsh).
  const rules = tone === 'sassy' && channel === 'text' ? EXPAND_FIRM : EXPAND;
  const relevant = (tone === 'sassy' ? CAN_EXPAND : CAN_CONTRACT).test(text);
  const intensified = HAS_INTENSIFIER.test(text.toLowerCase());
  if (!relevant && !intensified) return text;
  return outsideQuotes(text, (part) => {
    const out = intensified ? part.replace(INTENSIFIERS, '') : part;
    if (!relevant) return out;
    return tone === 'sassy' ? applyAll(out, rules) : applyAll(applyAll(out, CONTRACT_NOT), CONTRACT);
  }).replace(/^(\p{Ll})/u, (first) => first.toUpperCase());
}

