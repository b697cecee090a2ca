// The register of each voice, word by word, over the body of the message: Sassy spells words out and
// drops hedges ("I will not", "I do not", the deliberate register of someone who means it), Chill
// contracts and drops intensifiers (how people talk), Soft keeps the draft's own register. Quoted words
// are someone's exact words and are never touched; facts are placeholders by the time this runs.
import type { Tone } from '../../../shared/rewrite.ts';

const A = `['’]`;

const EXPAND: [RegExp, string][] = [
  [new RegExp(String.raw`\b(C|c)an${A}t\b`, 'g'), '$1annot'],
  [new RegExp(String.raw`\b(W|w)on${A}t\b`, 'g'), '$1ill not'],
  [new RegExp(String.raw`\b(S|s)han${A}t\b`, 'g'), '$1hall not'],
  [new RegExp(String.raw`\b(do|does|did|is|are|was|were|have|has|had|would|should|could|must|need)n${A}t\b`, 'gi'), '$1 not'],
  [new RegExp(String.raw`\bI${A}m\b`, 'g'), 'I am'],
  [new RegExp(String.raw`\b(I|you|we|they|he|she|it|that|You|We|They|He|She|It|That)${A}ll\b`, 'g'), '$1 will'],
  [new RegExp(String.raw`\b(you|we|they|You|We|They)${A}re\b`, 'g'), '$1 are'],
  [new RegExp(String.raw`\b(I|you|we|they|would|could|should|might|must|You|We|They|Would|Could|Should)${A}ve\b`, 'g'), '$1 have'],
  // "it's been" is "it has been"; otherwise "it is". Only pronouns whose 's is never a possessive.
  [new RegExp(String.raw`\b(it|that|there|here|what|It|That|There|Here|What)${A}s(?=\s+(?:been|got|gotten|had|brought|taken|made|become|gone|come|done|given|cost|caused|left|kept|meant|put|sent|shown|turned|happened|changed|started|stopped|gotten)\b)`, 'g'), '$1 has'],
  [new RegExp(String.raw`\b(it|that|there|here|It|That|There|Here)${A}s\b(?=\s+[\p{L}\d\uE100-\uEFFF])`, 'gu'), '$1 is'],
  // "I'd" is "I would" before these words only ("I'd already paid" is "I had").
  [new RegExp(String.raw`\b(I|we|We|you|You)${A}d(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask|recommend|welcome|consider|think)\b)`, 'g'), '$1 would'],
];

// Contract only where a contraction is grammatical: never at the end of a clause ("I know who you are."),
// never after a question word ("where it is now").
const NEXT_WORD = String.raw`(?=\s+[\p{L}\d\uE100-\uEFFF$€£#])`;
// …and never where "it" is the object of a preposition ("part of it is the AC").
const NOT_AFTER_WH = String.raw`(?<!\b(?:where|what|who|how|when|why|which|whatever|wherever)\s+(?:\S+\s+)?)(?<!\b(?:of|to|for|with|in|on|at|about|from|by|like|than)\s+)`;
const PARTICIPLE = String.raw`(?=\s+(?:already\s+|never\s+|just\s+|not\s+|also\s+|now\s+|since\s+)?(?:been|had|got|gotten|done|seen|sent|told|made|paid|given|taken|written|spoken|left|lost|kept|heard|found|spent|put|said|asked|tried|waited|called|emailed|texted|messaged|booked|covered|checked|used|moved|booked|reached|followed|noticed|received|missed|cancell?ed|finished|started|dealt|gone|come|known|read|raised|explained|offered|agreed|worked|handled|attached|included|submitted|filed|contacted)\b)`;

const CONTRACT: [RegExp, string][] = [
  [new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would\s+not\b`, 'g'), "$1 wouldn't"],
  [/\b(d|D)o\s+not\b/g, "$1on't"],
  [/\b(d|D)oes\s+not\b/g, "$1oesn't"],
  [/\b(d|D)id\s+not\b/g, "$1idn't"],
  [/\b(i|I)s\s+not\b/g, "$1sn't"],
  [/\b(a|A)re\s+not\b/g, "$1ren't"],
  [/\b(w|W)as\s+not\b/g, "$1asn't"],
  [/\b(w|W)ere\s+not\b/g, "$1eren't"],
  [/\b(h|H)ave\s+not\b/g, "$1aven't"],
  [/\b(h|H)as\s+not\b/g, "$1asn't"],
  [/\b(h|H)ad\s+not\b/g, "$1adn't"],
  [/\b(w|W)ill\s+not\b/g, "$1on't"],
  [/\b(c|C)an\s*not\b/g, "$1an't"],
  [/\b(w|W)ould\s+not\b/g, "$1ouldn't"],
  [/\b(s|S)hould\s+not\b/g, "$1houldn't"],
  [/\b(c|C)ould\s+not\b/g, "$1ouldn't"],
  [new RegExp(String.raw`\bI\s+am${NEXT_WORD}`, 'gu'), "I'm"],
  [new RegExp(String.raw`\b(I|We|we|You|you|They|they|It|it)\s+will${NEXT_WORD}`, 'gu'), "$1'll"],
  [new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask)\b)`, 'g'), "$1'd"],
  [new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+have${PARTICIPLE}`, 'g'), "$1've"],
  [new RegExp(String.raw`${NOT_AFTER_WH}\b(It|it|That|that|There|there|Here|here|What|what)\s+is${NEXT_WORD}`, 'gu'), "$1's"],
  [new RegExp(String.raw`${NOT_AFTER_WH}\b(You|you|We|we|They|they)\s+are${NEXT_WORD}`, 'gu'), "$1're"],
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

function applyAll(text: string, rules: [RegExp, string][]): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** One body sentence in the register of the tone. */
export function styleSentence(text: string, tone: Tone): string {
  if (tone === 'soft' || text.length === 0) return text;
  return outsideQuotes(text, (part) => {
    if (tone === 'sassy') return applyAll(part.replace(INTENSIFIERS, ''), EXPAND);
    return applyAll(part.replace(INTENSIFIERS, ''), CONTRACT);
  }).replace(/^(\p{Ll})/u, (first) => first.toUpperCase());
}
