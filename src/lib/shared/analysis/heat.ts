// The heat meter: how harsh a draft reads, where, and why — in plain words. Pure, dependency-free and
// linear in the length of the text (every pattern is a single pass with bounded lookaround), so the
// browser can run it on every keystroke.
import { findInsults, findProfanity, isShouted, MOCK_REMARK, OFFERED, SARCASM_TAG } from './lexicon.ts';

export type HeatLabel = 'calm' | 'tense' | 'heated' | 'explosive';
export type HeatKind = 'profanity' | 'insult' | 'heat' | 'caps' | 'punctuation' | 'absolute' | 'blame' | 'sarcasm' | 'threat';

export interface HeatSpan {
  start: number;
  end: number;
  kind: HeatKind;
  reason: string;
}

export interface HeatAnalysis {
  score: number;
  label: HeatLabel;
  spans: HeatSpan[];
  reasons: string[];
}

const REASONS: Record<HeatKind | 'stacked', string> = {
  profanity: 'Swearing reads as aggression',
  insult: 'Name-calling makes it personal',
  heat: 'Heated words raise the temperature',
  threat: 'An ultimatum invites a fight',
  caps: 'ALL CAPS reads as shouting',
  punctuation: "'!!!' and '?!' read as yelling",
  absolute: "'You always' and 'you never' read as blame",
  blame: 'Pointing at "you" puts them on the defensive',
  sarcasm: 'Sarcasm reads as contempt',
  stacked: 'Many complaints at once feel like a pile-on',
};

// Points per hit, and how many hits of a kind count at most.
const WEIGHTS: Record<HeatKind, [number, number]> = {
  profanity: [18, 3],
  insult: [18, 3],
  heat: [10, 2],
  threat: [22, 2],
  caps: [7, 4],
  punctuation: [7, 3],
  absolute: [9, 2],
  blame: [7, 3],
  sarcasm: [9, 2],
};

const ABSOLUTES = /\byou(?:'re|\s+are)?\s+(?:always|never)\b|\b(?:every\s+single\s+(?:time|one|day)|every\.\s+single\.\s+\w+|never\s+once|nothing\s+ever|not\s+once)\b/gi;
const BLAME =
  /\b(?:(?:it'?s|this\s+is|that'?s)\s+(?:all\s+)?your\s+fault|because\s+of\s+you|thanks\s+to\s+you|you\s+(?:made|make)\s+me|you\s+ruined|you\s+(?:just\s+)?(?:don'?t|do\s+not)\s+care|you\s+forgot|you\s+(?:still\s+)?(?:haven'?t|didn'?t)\s+(?:even\s+)?\w+|you\s+promised|you\s+(?:keep|kept)\s+\w+ing|how\s+could\s+you|why\s+(?:would|do|did|can'?t|won'?t)\s+you|you\s+(?:left|ignored|lied|broke|missed)|it'?s\s+on\s+you|^\s*stop\s+\w+ing\b)/gim;
// "again" / "still" in a sentence about "you": the complaint has history (not "Thank you again for…", "see you again", nor
// a favour asked again: "Would you mind grabbing our mail again…?")
const REPEAT = /(?<!\b(?:thank|see|meet|would|could|can|will)\s+)\byou\b[^.!?\n]{0,80}?\b(again|still)\b/gi;
// ("Or I'm happy to cover shipping if that's easier.": an offer of another way, not a consequence)
const THREATS =
  new RegExp(String.raw`\b(?:or\s+(?:else|(?:i'?m|i\s+am|i'?ll|i\s+will|we'?ll|we\s+will)(?!\s+${OFFERED})|(?:i|we)\s+(?:must|shall|(?:will\s+)?have\s+to))\b|if\s+(?:[\w']+\s+){1,3}?(?:don'?t|doesn'?t|isn'?t|aren'?t|can'?t|won'?t|do\s+not|is\s+not|are\s+not|still|ever|see|haven'?t|hasn'?t)\b[^.!?\n]{0,120}?,?\s+(?:i'?ll|i\s+will|i'?m|i\s+am|we'?ll|we\s+will|my\s+(?:lawyer|attorney)|you'?ll)\b|(?:i\s+will|i'?ll)\s+find\s+you|you'?ll\s+regret|last\s+chance|final\s+warning|no\s+excuses|your\s+call|(?:don'?t|do\s+not)\s+(?:even\s+)?bother|see\s+you\s+in\s+court|otherwise\s+(?:i'?ll|i'?m|i\s+will)|if\s+not,?\s+(?:i|we)\b|if\s+it'?s\s+still\b[^.!?\n]{0,80}?,?\s+i'?m\b)`, 'gi');
// ("it would be really helpful to have your notes by Wednesday": help hoped for is sincere)
const SARCASM_PHRASES =
  /\b(?:great\s+job|real\s+classy|thanks\s+a\s+lot|thanks\s+for\s+nothing|cool\s+cool|love\s+that\s+for\s+me|must\s+be\s+nice|(?<!\b(?:would|could|will|it'?d|that'?d)\s+be\s+)(?:very|so|super|really)\s+(?:helpful|generous|supportive|considerate|mature)|(?:good|great)\s+to\s+know|oh\s+great|since\s+apparently|yeah\s+right|really\s+helps|glad\s+(?:one\s+of\s+us|someone|somebody)\s+is|love\s+that\s+for\s+us|as\s+per\s+usual|no\s+no,?\s+take\s+your\s+time|i\s+guess\s+my\s+time\s+doesn'?t\s+matter|congrats\s+on\s+finally|thanks\s+for\s+nothing)\b/gi;
const HEAT_PHRASES = /\b(?:what\s+the\s+(?:hell|heck)|the\s+hell|sick\s+of|fed\s+up|are\s+you\s+(?:kidding|serious)|shut\s+up|screw\s+you|how\s+dare\s+you|the\s+worst|hell)\b/gi;
const PUNCTUATION = /!{2,}|[?!]*\?!+[?!]*|[?!]*!\?+[?!]*|\?{2,}/g;
const GLAD_BEFORE = /\b(?:thanks|thank\s+you(?:\s+so\s+much)?|thx|yay|congrats|congratulations|love\s+you|happy\s+birthday|can'?t\s+wait|so\s+excited|woohoo|hooray)\s*$/i;
const CAPS_WORD = /(?<![\p{L}\d-])[A-Z][A-Z']*[A-Z](?![\p{L}\d-])/gu;
const COMPLAINT = /\b(?:you|your)\b[^.!?\n]*\b(?:again|never|always|didn'?t|don'?t|haven'?t|won'?t|can'?t|forgot|late|still|owe|missed|ignored|promised|supposed|without)\b/i;

// Texting shorthand, read as the words it stands for ("if u keep doing it im switching", "u always", "its ur fault"): the
// patterns below are written for the spelled-out words, and a draft typed this way is no calmer.
export const SHORTHAND: Record<string, string> = { u: 'you', ya: 'you', ur: 'your', youre: "you're", im: "I'm", ive: "I've", dont: "don't", cant: "can't", wont: "won't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't", havent: "haven't" };
const SHORTHAND_WORD = new RegExp(String.raw`(?<![\p{L}\d'’])(?:${Object.keys(SHORTHAND).join('|')})(?![\p{L}\d'’])`, 'giu');
const HAS_SHORTHAND = new RegExp(SHORTHAND_WORD.source, 'iu');

/** The text with its shorthand spelled out, and for each character of it the index in the text it came from. */
function spellOut(text: string): { spelled: string; origin: (index: number) => number } {
  let spelled = '';
  const from: number[] = [];
  let last = 0;
  for (const match of text.matchAll(SHORTHAND_WORD)) {
    for (let i = last; i < match.index; i++) from.push(i);
    spelled += text.slice(last, match.index);
    const word = SHORTHAND[match[0].toLowerCase()]!;
    // ("U", "Dont" at a sentence's start keep their capital; "DONT" stays shouted)
    const typed = match[0];
    const said = typed.length > 1 && typed === typed.toUpperCase() ? word.toUpperCase() : /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    for (let i = 0; i < said.length; i++) from.push(match.index + Math.min(i, match[0].length - 1));
    spelled += said;
    last = match.index + match[0].length;
  }
  for (let i = last; i <= text.length; i++) from.push(i);
  spelled += text.slice(last);
  return { spelled, origin: (index) => from[index] ?? text.length };
}

function labelFor(score: number): HeatLabel {
  if (score < 15) return 'calm';
  if (score < 40) return 'tense';
  if (score < 70) return 'heated';
  return 'explosive';
}

/** How heated a draft reads: a 0–100 score, a label, the heated spans and short reasons. */
export function analyzeDraft(draft: string): HeatAnalysis {
  const spans: HeatSpan[] = [];
  // (read with its shorthand spelled out; the spans point back into the draft as typed)
  const { spelled: text, origin } = HAS_SHORTHAND.test(draft) ? spellOut(draft) : { spelled: draft, origin: (index: number) => index };
  const add = (kind: HeatKind, start: number, end: number) => spans.push({ start, end, kind, reason: REASONS[kind] });

  for (const hit of findProfanity(text)) add('profanity', hit.start, hit.end);
  for (const hit of findInsults(text)) add('insult', hit.start, hit.end);
  for (const match of text.matchAll(HEAT_PHRASES)) add('heat', match.index, match.index + match[0].length);

  // Shouting: all-caps words that are not acronyms. A run of several caps words is shouting even when short.
  const capsWords = [...text.matchAll(CAPS_WORD)];
  const loudIndexes = new Set<number>();
  for (let i = 0; i < capsWords.length; i++) {
    const next = capsWords[i + 1];
    const current = capsWords[i]!;
    if (next && next.index - (current.index + current[0].length) <= 2 && /^[\s,]*$/.test(text.slice(current.index + current[0].length, next.index))) {
      loudIndexes.add(i);
      loudIndexes.add(i + 1);
    }
  }
  capsWords.forEach((match, i) => {
    if (isShouted(match[0], loudIndexes.has(i))) add('caps', match.index, match.index + match[0].length);
  });

  for (const match of text.matchAll(PUNCTUATION)) {
    // ("Thank you!!", "congrats!!!": delight, not yelling)
    if (!match[0].includes('?') && GLAD_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    add('punctuation', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(ABSOLUTES)) add('absolute', match.index, match.index + match[0].length);
  for (const match of text.matchAll(BLAME)) {
    // "I felt hurt when you left" is an I-statement, not blame.
    if (/\bI\s+(?:felt|feel|was|get)\b[^.!?\n]*$/i.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    // ("After you left on the 30th, I noticed…": when, not what was done wrong)
    if (/^you\s+left$/i.test(match[0]) && /\b(?:after|since|when|before|once|until|till)\s+$/i.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    add('blame', match.index, match.index + match[0].length);
  }
  for (const match of text.matchAll(REPEAT)) {
    // ("Random question: do you still have my Crock-Pot from chili night?": asked, not held against them)
    if (/^you\s+still$/i.test(match[0]) && /\b(?:do|did)\s+$/i.test(text.slice(Math.max(0, match.index - 5), match.index)) && /^\s+(?:have|need|want|use|own)\b/i.test(text.slice(match.index + match[0].length, match.index + match[0].length + 6))) continue;
    add('blame', match.index + match[0].length - match[1]!.length, match.index + match[0].length);
  }
  for (const match of text.matchAll(THREATS)) add('threat', match.index, match.index + match[0].length);
  for (const match of text.matchAll(SARCASM_PHRASES)) add('sarcasm', match.index, match.index + match[0].length);

  // Short praise sentences in a message that is otherwise a complaint ("great job.", "Real classy.").
  let complaints = 0;
  let sentenceStart = 0;
  const sentenceEnd = /[.!?]+["'’”)]*(?=\s|$)|\n/g;
  const sentences: [number, number][] = [];
  for (const match of text.matchAll(sentenceEnd)) {
    sentences.push([sentenceStart, match.index + match[0].length]);
    sentenceStart = match.index + match[0].length;
  }
  if (sentenceStart < text.length) sentences.push([sentenceStart, text.length]);
  for (const [start, end] of sentences) {
    const sentence = text.slice(start, end);
    if (COMPLAINT.test(sentence)) complaints++;
    const trimmed = sentence.trim();
    // ("But sure, next time I'll just grab the $40 towel set since that's apparently what matters.": the rewriter reads it
    // as sarcasm too, so the meter does not call such a draft calm)
    if (trimmed.length > 0 && ((trimmed.length < 60 && SARCASM_TAG.test(trimmed) && !/^thanks?\b|^thank you\b/i.test(trimmed)) || MOCK_REMARK.test(trimmed))) {
      const offset = start + sentence.indexOf(trimmed);
      if (!spans.some((span) => span.kind === 'sarcasm' && span.start < offset + trimmed.length && span.end > offset)) add('sarcasm', offset, offset + trimmed.replace(/[\s.!?…]+$/, '').length);
    }
  }
  const stacked = complaints >= 3;

  // Score: capped points per kind, a saturating curve so that one insult is already "heated".
  const counts = new Map<HeatKind, number>();
  for (const span of spans) counts.set(span.kind, (counts.get(span.kind) ?? 0) + 1);
  let raw = stacked ? 10 : 0;
  const singleBangs = (text.match(/(?<![!?])![^!?]|(?<![!?])!$/g) ?? []).length;
  raw += Math.min(singleBangs, 3) * 2;
  for (const [kind, count] of counts) {
    const [points, cap] = WEIGHTS[kind];
    raw += points * Math.min(count, cap);
  }
  const score = Math.max(0, Math.min(100, Math.round(100 * (1 - Math.exp(-raw / 42)))));

  const absolute = spans.find((span) => span.kind === 'absolute');
  const absoluteWords = absolute ? text.slice(absolute.start, absolute.end).replace(/\s+/g, ' ') : 'You always';
  // (back to where they are in the draft as typed)
  if (text !== draft) for (const span of spans) [span.start, span.end] = [origin(span.start), span.end > span.start ? origin(span.end - 1) + 1 : origin(span.start)];
  // One span per stretch of text and kind; different kinds may overlap (the overlay shows the first).
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const deduped: HeatSpan[] = [];
  for (const span of spans) {
    const same = deduped.find((kept) => kept.kind === span.kind && span.start < kept.end && span.end > kept.start);
    if (same) {
      same.end = Math.max(same.end, span.end);
      continue;
    }
    deduped.push(span);
  }

  const kinds = [...counts.keys()].sort((a, b) => WEIGHTS[b][0] * Math.min(counts.get(b)!, WEIGHTS[b][1]) - WEIGHTS[a][0] * Math.min(counts.get(a)!, WEIGHTS[a][1]));
  const reasons = kinds.map((kind) => {
    if (kind === 'absolute') {
      return `'${absoluteWords.charAt(0).toUpperCase()}${absoluteWords.slice(1).toLowerCase()}' reads as blame`;
    }
    return REASONS[kind];
  });
  if (stacked) reasons.push(REASONS.stacked);
  return { score, label: labelFor(score), spans: deduped, reasons };
}
