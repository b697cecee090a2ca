// Small English helpers: verb forms for the handful of rewrites that need them, capitals, tidying.

const IRREGULAR: Record<string, [past: string, participle: string]> = {
  be: ['was', 'been'], become: ['became', 'become'], begin: ['began', 'begun'], break: ['broke', 'broken'], bring: ['brought', 'brought'],
  buy: ['bought', 'bought'], catch: ['caught', 'caught'], choose: ['chose', 'chosen'], come: ['came', 'come'], cut: ['cut', 'cut'],
  do: ['did', 'done'], drink: ['drank', 'drunk'], drive: ['drove', 'driven'], eat: ['ate', 'eaten'], fall: ['fell', 'fallen'], feel: ['felt', 'felt'],
  find: ['found', 'found'], forget: ['forgot', 'forgotten'], get: ['got', 'gotten'], give: ['gave', 'given'], go: ['went', 'gone'], have: ['had', 'had'],
  hear: ['heard', 'heard'], hide: ['hid', 'hidden'], hit: ['hit', 'hit'], hold: ['held', 'held'], keep: ['kept', 'kept'], know: ['knew', 'known'],
  leave: ['left', 'left'], lend: ['lent', 'lent'], let: ['let', 'let'], lose: ['lost', 'lost'], make: ['made', 'made'], mean: ['meant', 'meant'],
  meet: ['met', 'met'], pay: ['paid', 'paid'], put: ['put', 'put'], read: ['read', 'read'], ride: ['rode', 'ridden'], ring: ['rang', 'rung'],
  run: ['ran', 'run'], say: ['said', 'said'], see: ['saw', 'seen'], sell: ['sold', 'sold'], send: ['sent', 'sent'], set: ['set', 'set'], shut: ['shut', 'shut'],
  show: ['showed', 'shown'], sit: ['sat', 'sat'], sleep: ['slept', 'slept'], speak: ['spoke', 'spoken'], spend: ['spent', 'spent'],
  stand: ['stood', 'stood'], steal: ['stole', 'stolen'], take: ['took', 'taken'], teach: ['taught', 'taught'], tell: ['told', 'told'],
  think: ['thought', 'thought'], throw: ['threw', 'thrown'], understand: ['understood', 'understood'], wake: ['woke', 'woken'], wear: ['wore', 'worn'],
  win: ['won', 'won'], write: ['wrote', 'written'], ditch: ['ditched', 'ditched'], post: ['posted', 'posted'],
};

const PAST_TO_BASE = new Map<string, string>();
for (const [base, [past, participle]] of Object.entries(IRREGULAR)) {
  if (!PAST_TO_BASE.has(past)) PAST_TO_BASE.set(past, base);
  if (!PAST_TO_BASE.has(participle)) PAST_TO_BASE.set(participle, base);
}

// Verbs whose -ing form drops a final "e" (making → make). Others just lose "ing".
const E_VERBS = new Set(
  ('make take leave use come give have move share change write save love like hate live smoke joke blame smile bite drive ride hide bake close lose choose type vote wake argue continue ' +
    'complete schedule ignore charge create promise decide assume compare declare dance force notice place practice produce reduce replace require serve prepare ' +
    'invite believe receive excuse involve remove raise please phone note quote name rate waste tease shove sue care score store shave slide describe provide ' +
    'manage judge leave reorganize organize apologize realize recognize criticize analyze behave hope cope pile bike hike trade fake dare rule settle handle ' +
    'include exclude conclude revoke invoke provoke evoke retire refuse purchase release cease lease').split(' '),
);

// Verbs whose own last letters are doubled: "adding" is "add", not "ad".
const DOUBLE_ENDINGS = new Set('add odd err ebb purr'.split(' '));

/** "telling" → "tell", "making" → "make", "getting" → "get". */
export function baseFromGerund(gerund: string): string {
  const lower = gerund.toLowerCase();
  if (!lower.endsWith('ing') || lower.length < 5) return lower;
  const stem = lower.slice(0, -3);
  if (/^(?:l|d|t|v)y$/.test(stem)) return `${stem.charAt(0)}ie`; // lying, dying, tying, vying
  // (and "valuing", "continuing", "arguing", "issuing": no English verb ends in a "u" after a consonant)
  if (E_VERBS.has(`${stem}e`) || /[^aeiou](?:at|iz|ut|ot|ov|iv|uc|rg|dg|av|u)$/.test(stem)) return `${stem}e`;
  if (DOUBLE_ENDINGS.has(stem)) return stem;
  // (a final "l" doubled after a weak syllable: "cancelling" is "cancel", "travelling" "travel"; not "telling", "spelling")
  if (/[aeiou][^aeiou]+ell$/.test(stem)) return stem.slice(0, -1);
  if (/([bdgklmnprtz])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) return stem.slice(0, -1);
  return stem;
}

/** "sleep" → "sleeping", "take" → "taking", "sit" → "sitting", "lie" → "lying": the other way round. */
export function gerund(base: string): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  // ("quit" → "quitting": the "u" of "qu" is no vowel)
  if (/^[^aeiou]*(?:qu)?[aeiou][bdgmnprt]$/.test(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** "tell" → "told", "make" → "made", "ask" → "asked". */
export function participle(base: string): string {
  const irregular = IRREGULAR[base];
  if (irregular) return irregular[1];
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  // (and "cancelled", "travelled": the spelling that reads right on both sides of the Atlantic)
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) || /(?:fer|cur)$/.test(base) || /[aeiou][^aeiou]+el$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

/** "eat" → "ate", "leave" → "left", "ask" → "asked": the simple past. */
export function pastTense(base: string): string {
  return IRREGULAR[base]?.[0] ?? participle(base);
}

/** The past-tense word's base form, or null when the word is not recognisably past tense. */
export function baseFromPast(word: string): string | null {
  const lower = word.toLowerCase();
  const irregular = PAST_TO_BASE.get(lower);
  if (irregular) return irregular;
  if (!/ed$/.test(lower) || lower.length < 4) return null;
  // "need", "feed", "proceed" end in -ed without being past forms ("agreed" is: "agree").
  if (/eed$/.test(lower)) return /^(?:agreed|freed|guaranteed|decreed|refereed)$/.test(lower) ? lower.slice(0, -1) : null;
  if (/^(?:hundred|sacred|naked|wicked|embed|shed|sled|speed|wed)$/.test(lower)) return null;
  if (/ied$/.test(lower)) return `${lower.slice(0, -3)}y`;
  const stem = lower.slice(0, -2);
  if (/([bdgmnpt])\1$/.test(stem)) return stem.slice(0, -1);
  if (E_VERBS.has(`${stem}e`) || /(?:at|iz|is|ag|uc|ov|iv|ir|ur|ot|ut)$/.test(stem)) return `${stem}e`;
  return stem;
}

/** Where an intensifier stays: "Absolutely not, Eric." is a refusal, and stays one (without its first word Chill read "Hey,
 *  Not, Eric."); inside a sentence, "I'm definitely not bringing my kids" is "I'm not bringing my kids". A lookahead for the
 *  intensifier lists of style.ts and voices.ts. */
export const REFUSAL_KEPT = String.raw`(?!(?<=^|[.!?]\s+)(?:absolutely|definitely)\s+not\b)`;

/** The base form of a verb in the third person: "messes" → "mess", "ruins" → "ruin", "goes" → "go". */
export function baseFromThirdPerson(verb: string): string {
  if (/^(?:goes|does)$/.test(verb)) return verb.slice(0, -2);
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

export function capitalise(text: string): string {
  const code = text.charCodeAt(0);
  if (code >= 65 && code <= 90) return text;
  // (the first letter is the first character; "eBay", "iPhone": a name written with a capital second keeps its small first)
  if (code >= 97 && code <= 122) return /^[a-z][A-Z]/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
  const index = text.search(/[\p{L}]/u);
  if (index < 0) return text;
  // Leave the sentence alone when it starts with a protected fact (a lowercase name or day) or a
  // number ("4th outage this month", not "4Th"), or a number greeted ("#14, your bins…")
  // (…or a chat handle: "@admin_Vex why did you…", not "@Admin_Vex")
  if (/[\uE100-\uEFFF]/.test(text.slice(0, index)) || /\p{N},?\s*$/u.test(text.slice(0, index)) || text.charAt(index - 1) === '@') return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

// Words that start a sentence and lose their capital after "Hi, " or an opener that ends in a colon. Anything else (a
// name, "I", an acronym) keeps its capital.
const ORDINARY_STARTERS = new Set(
  ('you your yours it its this that these those the we our they their he his she her my there so just please can could would will do does did is are was were what why when where how who ' +
    'a an thanks thank not no yes if since also now today tonight tomorrow yesterday last next every let let\'s sorry quick hope still again ok okay have has had some all any both one two ' +
    'three four five six seven eight nine ten here once as and but or because after before while until i\'d following ' +
    'excited glad happy sad really super totally honestly sadly unfortunately apparently actually hopefully regarding about in on at for with from to by of like great good small big sure').split(' '),
);

export function lowerFirst(text: string): string {
  // "I", acronyms and names keep their capitals; so does a possessive ("Biscuit's"), most likely a name.
  const match = /^([\p{Lu}][\p{Ll}]*)(?=[\s,:'’]|$)/u.exec(text);
  if (!match || match[1] === 'I' || /^I'/.test(text)) return text;
  if (!ORDINARY_STARTERS.has(match[1]!.toLowerCase())) return text;
  if (/^['’]s\b/.test(text.slice(match[1]!.length)) && !/^(?:It|That|There|What|Here|Who|He|She|Let|Where|How|Everyone|Nobody|Someone)$/.test(match[1]!)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Collapse stray spaces and punctuation left behind by removals. */
// Cheap signs that a removal left debris behind; text without them skips the tidying regexes. (Debris at the
// start or the end is its own look: a scan with those alternatives in it is slower.)
const UNTIDY = /\s[\s,.;:?!]|\t|\(\s*\)|[,;:] ?[,;:.?!]|[.?!][.,;]/;
const UNTIDY_START = /^[\s,;:.-]/;
const UNTIDY_END = /\s$/;

export function tidy(text: string): string {
  if (!UNTIDY.test(text) && !UNTIDY_START.test(text) && !UNTIDY_END.test(text)) return dedupeWords(text);
  return dedupeWords(text
    .replace(/[ \t]+/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:?!])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/,\s*([.?!])/g, '$1')
    .replace(/^[\s,;:.-]+/, '')
    // ("Lumen Coffee Co., including": an abbreviation's stop keeps the comma that goes on in lower case)
    .replace(/([.?!])(?:[.;]+|,+(?!\s+\p{Ll}))/gu, '$1')
    .replace(/ {2,}/g, ' ')
    .trim());
}

function dedupeWords(text: string): string {
  // One scan without allocating, and a rebuild only when a word repeats ("the the").
  let previousStart = 0;
  let previousEnd = text.indexOf(' ');
  if (previousEnd < 0) return text;
  let found = false;
  while (previousEnd >= 0) {
    const start = previousEnd + 1;
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    if (end - start === previousEnd - previousStart && isDoubled(text.slice(previousStart, previousEnd), text.slice(start, end))) {
      found = true;
      break;
    }
    previousStart = start;
    previousEnd = end === text.length ? -1 : end;
  }
  if (!found) return text;
  const words = text.split(' ');
  return words.filter((word, index) => index === 0 || !isDoubled(words[index - 1]!, word)).join(' ');
}

const DOUBLES_ALLOWED = new Set(['that', 'had', 'is', 'bye', 'no', 'very', 'really', 'so']);

/** "the the" (a word repeated by a removal), but not "that that" or "no, no". */
function isDoubled(previous: string, word: string): boolean {
  if (previous.length !== word.length) return false;
  const lower = word.toLowerCase();
  return previous.toLowerCase() === lower && /^\p{L}+$/u.test(word) && !DOUBLES_ALLOWED.has(lower);
}

/** Deterministic pick: the same draft always gets the same phrasing, different drafts vary. */
/** One of the options, chosen by the seed; each salt is its own draw, so one choice does not decide the others. */
export function pick<T>(options: readonly T[], seed: number, salt = 0): T {
  let mixed = Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  mixed ^= mixed >>> 13;
  return options[(mixed >>> 0) % options.length]!;
}

/** `text.split(' ').length`, counted without building the array. */
export function spaceWords(text: string): number {
  let count = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) count++;
  return count;
}

/** `parts.join(sep).length`, without building the string. */
export function joinedLength(parts: readonly string[], sep: string): number {
  let length = parts.length > 0 ? (parts.length - 1) * sep.length : 0;
  for (const part of parts) length += part.length;
  return length;
}

/** A character that `\s` matches. */
export function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return code === 160 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** `text.split(/\s+/).length`, counted without building the array. */
export function wordCount(text: string): number {
  let count = 1;
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      if (!inSpace) count++;
      inSpace = true;
    } else inSpace = false;
  }
  return count;
}

export function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i += 3) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/** A fact that says how often, not when: "twice", "3 times", "One time", "three times". */
export const COUNT_OF_TIMES = /^(?:once|twice|thrice|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+times?)$/i;

/** Whether a place in a sentence is inside double quotes (someone's words, kept as written): an odd count of them before it. */
export function quotedAt(text: string, offset: number): boolean {
  let quotes = 0;
  for (let i = 0; i < offset; i++) if (text[i] === '"' || text[i] === '“' || text[i] === '”') quotes++;
  return quotes % 2 === 1;
}
