// Sentence splitting that survives what drafts contain: "Ms. Adeyemi", "St. Anne's", "the U.S. Department", "4.2", "a.m.",
// "example.com", quotes after the full stop, and lowercase texts ("its 8:40. AGAIN. dont").

import { quotedAt } from './grammar.ts';

const ABBREVIATIONS = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Prof|St|Mt|Jr|Sr|vs|etc|e\.g|i\.e|approx|No|Apt|Ave|Inc|Ltd|Co|Corp|Dept|Fig|a\.m|p\.m|(?:[A-Z]\.)*[A-Z])$/;

// Characters that close a quote or a bracket after a full stop, and the marks that end a sentence.
const CLOSERS = `"'’”)]`;
const ENDS = '.!?…';
// Emoji that may end a sentence: the slow clap, upside-down face, eye-roll, unamused face and clown (sarcasm), the
// angry faces and the middle finger (heat), the smile and the thumbs-up (only before a new clause)
const ENDING_EMOJI = String.raw`\u{1F44F}\u{1F643}\u{1F644}\u{1F612}\u{1F921}\u{1F624}\u{1F621}\u{1F92C}\u{1F620}\u{1F4A2}\u{1F595}\u{1F642}\u{1F44D}`;
// A run of white space after a sentence's mark (or a fact's full stop, or one of the emoji) and its closing quotes
// (matchAll works on a copy: the one pattern serves every call)
const GAP = new RegExp(String.raw`(?=\s)(?<=(?:[.!?…\uE100-\uEFFF]|[${ENDING_EMOJI}][\u{1F3FB}-\u{1F3FF}]?\uFE0F?)["'’”)\]]*)\s+`, 'gu');
const EMOJI_AT_END = new RegExp(String.raw`([${ENDING_EMOJI}])[\u{1F3FB}-\u{1F3FF}]?\uFE0F?$`, 'u');
// Words that start a new clause in a text typed in lower case.
// ('…asked if im "still committed to the team." thanks SO much.': thanks after a quote starts its own sentence)
const CLAUSE_START = /^(?:thats|that'?s|its|it'?s|i|im|i'm|ive|i've|u|you|ur|we|so|but|btw|also|anyway|now|cool|ok|okay|lol|great|nice|thanks|thank\s+you|thx|and\s+(?:i|u|you|ur|now|then))\b/;
// …and after a smile or a thumbs-up, the words a texter opens a clause with when the "I" is left out ("…for free on
// the 12th 👍 need the $250 by Friday": no one says "the 12th need"), and the pronoun that opens the next ("love that for
// me 🙂 they need to be out by Sunday night")
const CLAUSE_AFTER_EMOJI = /^(?:they|he|she|there|this|my|need|needs|pls|plz|please|send|pay|call|text|let|just|no|thanks|thx|hope|can|could|would|will|dont|don't|didnt|didn't|not|gonna|going)\b/;

// An open double quote in the sentence so far, closed within the next few words on the same line.
function insideShortQuote(text: string, start: number, at: number): boolean {
  const sofar = text.slice(start, at);
  return quotedAt(sofar, sofar.length) && /^[^"”\n]{0,30}["”]/.test(text.slice(at, at + 32));
}

/** `endsWithStop(mark)`: the fact behind a placeholder ends in a full stop ("5:00 p.m."), so a capital after it
 *  starts a new sentence. */
export function splitSentences(text: string, endsWithStop?: (mark: string) => boolean, factOf?: (mark: string) => string): string[] {
  const sentences: string[] = [];
  let start = 0;
  // Every run of whitespace is a candidate boundary when the text before it ends a sentence (linear:
  // no pattern here can backtrack over a long run of punctuation). Only runs after a sentence mark and its
  // closing quotes or brackets are looked at (the lookbehind runs only where white space starts).
  // (A placeholder may end a sentence too, when its fact ends in a full stop.)
  // (…and so may an eye-roll or a slow clap, which closes a jab: "…story of 2024 👏 maybe just stop", or an angry face:
  // "…last time 😤 dont be…")
  // (…and a smile or a thumbs-up before a capital: "Really appreciate the heads up Nadia 👍 Not saying it was you!")
  for (const match of text.matchAll(GAP)) {
    const at = match.index;
    if (at === 0 || at + match[0].length >= text.length) continue;
    let end = at;
    while (end > start && CLOSERS.includes(text[end - 1]!)) end--;
    const closing = at - end;
    if (end <= start) continue;
    // "the same 'we're looking into it!' message": a quote that ends in a mark, with the sentence going on
    // (…unless a lower-case text starts its next sentence there: "you said 'totally, no worries.' you never ask")
    // (…but "and" goes on with the sentence: 'I asked you on May 2nd "is the permit pulled?" and you said…' had split into
    // a sentence of its own, 'And you said…')
    if (closing > 0 && /^[a-z]/.test(text.charAt(at + match[0].length)) && (!CLAUSE_START.test(text.slice(at + match[0].length, at + match[0].length + 12)) || text.startsWith('and ', at + match[0].length))) continue;
    // (an eye-roll or a slow clap always ends one; a smile or a thumbs-up only before a capital or the words that
    // start a clause in a lower-case text: "…wash ur dishes again 🙂 thats 6 days now", "…4 days 👍 cool cool")
    const emoji = EMOJI_AT_END.exec(text.slice(Math.max(start, end - 4), end));
    if (emoji) {
      // (…or a fact that opens as a sentence would: "…like a traffic cone 🙂 $210 well spent")
      const next = text.charAt(at + match[0].length);
      if (!/[\u{1F642}\u{1F44D}]/u.test(emoji[1]!) || /^\p{Lu}/u.test(next) || CLAUSE_START.test(text.slice(at + match[0].length, at + match[0].length + 12)) || CLAUSE_AFTER_EMOJI.test(text.slice(at + match[0].length, at + match[0].length + 12)) || (factOf && /[\uE100-\uEFFF]/.test(next) && /^[\p{Lu}\p{Sc}\d]/u.test(factOf(next)))) {
        sentences.push(text.slice(start, at).trim());
        start = at + match[0].length;
      }
      continue;
    }
    // ('a sticky note that says "sorry!! -B". Brandon…': a mark inside a short quote that is still open is the quote's)
    if (closing === 0 && insideShortQuote(text, start, at)) continue;
    if (!ENDS.includes(text[end - 1]!)) {
      const mark = text[end - 1]!;
      if (!(endsWithStop && /[\uE100-\uEFFF]/.test(mark) && endsWithStop(mark) && /^[A-Z]/.test(text.charAt(at + match[0].length)))) continue;
    }
    if (text[end - 1] === '.' && closing === 0 && text[end - 2] !== '.') {
      // "Ms. Adeyemi", "a.m. tomorrow" (an abbreviation followed by more of the same sentence)
      const before = text.slice(Math.max(start, end - 12), end - 1);
      const next = text.charAt(at + match[0].length);
      if (ABBREVIATIONS.test(before) && !(/(?:a\.m|p\.m|etc)$/.test(before) && /^[A-Z]/.test(next))) continue;
      // "in the 9. floor", "until 30. October": an ordinal written the German way, not a sentence's end
      // (not "bring it back by 6. don't make me call Mom": a clause starts there)
      if (/(?:^|\s)(?:the|on|in|at|of|from|until|till|by|to)\s+\d{1,2}$/i.test(before) && !CLAUSE_START.test(text.slice(at + match[0].length, at + match[0].length + 12)) && !/^(?:don'?t|dont|do\s+not|i'll|ill|please|pls|if|or|no|not|never|then|just)\b/.test(text.slice(at + match[0].length, at + match[0].length + 12)) && /^(?:[a-z]|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/.test(text.slice(at + match[0].length))) continue;
      // "signed for by M. Ruiz": an initial before a surname
      if (/(?:^|[\s"“(])\p{Lu}$/u.test(before) && /^\p{Lu}\p{Ll}/u.test(text.slice(at + match[0].length))) continue;
      // "case no. 22-DR-1147"
      if (/(?:^|[\s(])no$/.test(before) && /^[\d#\uE100-\uEFFF]/.test(next)) continue;
      // "Stone & Co. showed up": the fact before the full stop ends in an abbreviation (not "…when you started at Gloss & Co.
      // honestly this is…": a lower-case text's next clause starts there)
      if (factOf && /[\uE100-\uEFFF]$/.test(before) && /^[a-z]/.test(next) && /\b(?:Co|Inc|Ltd|Corp|Bros|Jr|Sr|St)$/.test(factOf(before.slice(-1))) && !/^(?:honestly|seriously|literally|anyway|please|pls|btw|lol|ok|okay|i|im|i'm|ive|i've|thats|that's|its|it's)\b/.test(text.slice(at + match[0].length, at + match[0].length + 12))) continue;
    }
    // "must be nice to just... never commit": an ellipsis after a word that needs more is a pause, not an end
    // (…and any ellipsis before a word in lower case: "in exchange I get... the same black mold")
    if (text[end - 1] === '.' && text[end - 2] === '.' && (/(?:^|\s)(?:to|just|the|a|an|and|but|or|of|so|like|my|your|is|was|be)\.{2,}$/i.test(text.slice(Math.max(start, end - 12), end)) || /^[a-z]/.test(text.charAt(at + match[0].length)))) continue;
    sentences.push(text.slice(start, at).trim());
    start = at + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  // "microwave popcorn?? DURING the Halvorsen call??": what happened and when, asked in two breaths, is one sentence
  // (alone, the first read as a vent and went, and "During the Halvorsen call." was all that was left)
  for (let i = 0; i + 1 < sentences.length; i++) {
    if (ECHO_WHAT.test(sentences[i]!) && ECHO_WHEN.test(sentences[i + 1]!)) sentences.splice(i, 2, `${sentences[i]!.replace(/\?+$/, '')} ${sentences[i + 1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}`);
  }
  return sentences.filter((sentence) => sentence.length > 0);
}
const ECHO_WHAT = /^[\p{L}\uE100-\uEFFF'’-]+(?:\s+[\p{L}\uE100-\uEFFF'’-]+){0,2}\?+$/u;
const ECHO_WHEN = /^(?:during|at|in|on|before|after|while|right\s+(?:before|after|during))\s[^.!?]{1,60}\?+$/i;
