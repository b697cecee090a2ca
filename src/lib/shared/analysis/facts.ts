// Facts a rewrite must keep verbatim: money, dates, times, numbers with units, order/invoice/ticket
// numbers, phone numbers, emails, URLs, handles, and capitalised names. Pure and dependency-free, so
// the browser can show "Kept" chips and the server can check a provider's output.

import { FIRST_NAMES, hasInsult, HOME_THINGS, isProfaneToken, OTHER_GREETINGS, OTHER_THANKS } from './lexicon.ts';

export type FactKind = 'money' | 'date' | 'time' | 'email' | 'url' | 'phone' | 'reference' | 'number' | 'name';

export interface Fact {
  kind: FactKind;
  text: string;
}

export const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
export const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const NUMBER_WORDS_LOWER = 'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a couple of|a few|several|a dozen';
const withCapitals = (words: string) => words.split('|').flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1)]).join('|');
const NUMBER_WORDS = withCapitals(NUMBER_WORDS_LOWER);
const ORDINAL_WORDS_LOWER = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth';
const ORDINAL_WORDS = withCapitals(ORDINAL_WORDS_LOWER);
const COUNTED = 'times?|minutes?|mins|hours?|hrs|days?|nights?|weeks?|weekends?|months?|years?|reminders?|emails?|messages?|texts?|calls?|voicemails?|letters?|people|persons|kids|children|cars|boxes|pages|rounds?|sessions?|shifts?|visits?|attempts?|tickets?|bags|rooms|bedrooms|floors|dollars|euros|pounds|bucks';
const TIME = String.raw`\d{1,2}(?::\d{2})?\s?(?:am|pm|AM|PM|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|\d{1,2}h(?:\d{2})?|noon|midnight`;
// (a month and its day on one line: "…make an offer on in May⏎2. 8 months…" is a list, not May 2)
const DAY = String.raw`(?:(?:${WEEKDAYS}),?\s+)?(?:(?:${MONTHS})\.?[^\S\n]+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?[^\S\n]+(?:of\s+)?(?:${MONTHS})(?:,?\s+\d{4})?)|(?:${WEEKDAYS})s(?:\s+and\s+(?:${WEEKDAYS})s)?|(?:${WEEKDAYS})(?:,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th))?|(?:${WEEKDAYS.toLowerCase()})`;
// ("tmrw", "2moro": a texted day is still the day, kept as typed)
const RELATIVE = String.raw`(?:today|tonight|tomorrow|yesterday|tmrw|tmr|2moro|2morrow)(?:\s+(?:morning|afternoon|evening|night|noon))?|(?:this|last|next)\s+(?:morning|afternoon|evening|night|week|weekend|month|year|quarter|${WEEKDAYS}|${WEEKDAYS.toLowerCase()})`;
// ("the third damn time", "three bloody weeks")
const SWORN_BETWEEN = String.raw`(?:damn|dang|darn|bloody|freaking|frickin|goddamn|effing)\b`;
const AT_TIME = String.raw`(?:(?:,?\s+(?:(?:at|after|before|around|by|from)\s+)?(?:${TIME})|\s+(?:at|after|around|by)\s+\d{1,2})(?![\w:]))?`;

// Order matters: earlier patterns claim their text first, so "$1,200" is money, not a number.
// Each pattern may name a cheap precondition: most drafts have no email address, URL or file name.
const PATTERNS: [FactKind, RegExp, RegExp?][] = [
  ['email', /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, /\w@\w/],
  ['url', /\bhttps?:\/\/[^\s<>"')]+[^\s<>"').,!?;:]|\bwww\.[^\s<>"')]+[^\s<>"').,!?;:]|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|co|app|dev|me|us|uk|ca|eu|de|fr|shop)(?:\/[^\s<>"')]*[^\s<>"').,!?;:])?(?![\w@])/g, /https?:|www\.|[a-z0-9-]\.(?:com|org|net|io|co|app|dev|me|us|uk|ca|eu|de|fr|shop)\b/],
  // A label in quotes with an underscore in it is a file or a field name, kept as typed ("FINAL_v3_USE THIS ONE")
  ['reference', /(?<=["“])[^"“”\n]{0,60}_[^"“”\n]{0,60}(?=["”])/g, /_/],
  ['reference', /(?<![\w@.])@[A-Za-z0-9_][\w.-]*[A-Za-z0-9_]/g, /@/],
  // A place by its compass side ("along the east fence", "the north entrance")
  ['reference', /\b(?:[Nn]orth|[Ss]outh|[Ee]ast|[Ww]est)(?:[- ]?(?:east|west))?\s+(?:fence|gate|entrance|exit|wall|lot|wing|door|corner|stairwell|lawn|yard|side|parking\s+lot|building|tower|end)\b/g, /\b(?:north|south|east|west)/i],
  // A letter grade ("from a B+ to a C-")
  ['reference', /(?<![\w+-])[A-F][+-](?=[\s,.;:!?)]|$)/g, /[A-F][+-]/],
  // …and so is a word joined by underscores, quoted or not ("the Q3_FINAL_v4 file", "budget_2024_draft.xlsx")
  ['reference', /(?<![\w@.-])[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+(?:\.[A-Za-z0-9]{2,5})?(?![\w@-])/g, /[A-Za-z0-9]_[A-Za-z0-9]/],
  // (the names of things spelt with a small letter first: "new iPhone", "on eBay", "my iPad")
  ['name', /\b[ie][A-Z][a-zA-Z]+\b/g, /\b[ie][A-Z]/],
  ['money', /(?:(?:[$€£¥₹₱₩₦₺]|\b(?:Rs\.?|INR|PHP|R\$|AED|SAR|MXN|CAD|AUD|NZD|CHF|USD|EUR|GBP|JPY)\s?)\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?(?:k|K|million|billion|lakh|crore)\b)?)|\b\d[\d,.]*\d\s?[€£]|\b\d\s?[€£]|\b\d[\d,]*(?:\.\d+)?\s?(?:dollars|euros?|pounds|bucks|USD|EUR|GBP)\b/g],
  // Holidays are dates: "Last Christmas", "Christmas Eve", "Diwali", "Thanksgiving".
  ['date', /\b(?:(?:[Ll]ast|[Nn]ext|[Tt]his)\s+)?(?:Christmas(?:\s+Eve|\s+Day)?|Thanksgiving|Easter|Diwali|Hanukkah|Passover|Halloween|Ramadan|Eid|Lunar\s+New\s+Year|Chinese\s+New\s+Year|New\s+Year['’]?s(?:\s+Eve|\s+Day)?|Valentine['’]?s\s+Day|Mother['’]?s\s+Day|Father['’]?s\s+Day|Labor\s+Day|Memorial\s+Day|Independence\s+Day|Fourth\s+of\s+July)\b/g, /Christmas|Thanksgiving|Easter|Diwali|Hanukkah|Passover|Halloween|Ramadan|Eid|New\s+Year|Day|Fourth/],
  // A weekday written short after a word ("nails all over my driveway Fri.", "due by Thu"): the day, not a name
  ['date', /(?<=\b[a-z]+[ \t]+)(?<!\b(?:the|a|an)[ \t]+)(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b(?!['’]\p{L})/gu, /[a-z][ \t]+(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/],
  ['phone', /(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b|\b0\d(?:[\s.]\d{2}){4}\b/g],
  ['date', new RegExp(String.raw`\b(?:${DAY})\b${AT_TIME}|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|\b\d{1,2}/\d{1,2}\b(?!\s+(?:customer|service|experience|would|wouldn't|recommend|stars?|job|work|effort|support|communication)\b)|\b(?:${RELATIVE})\b${AT_TIME}|\b(?:the\s+)\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:time|floor|place))|\bthe\s+(?:19|20)?\d0s\b|\b(?:January|February|March|April|June|July|August|September|October|November|December)\b|(?<=\b(?:in|since|of|until|by|from|last|next|early|late|mid|through|before|after)\s+)May\b`, 'g')],
  ['time', new RegExp(String.raw`\b(?:${TIME})(?![\w:])|\bat\s+(?:[01]?\d|2[0-4])\b(?![\w:.,]\d)(?!\s+[A-Z])(?!\s+(?:degrees|percent|mph|km|miles|kg|lbs?|pounds|feet|ft|inches|cm|%))`, 'g')],
  ['reference', /\b[\w-]+\.(?:xlsx?|docx?|pdf|pptx?|csv|txt|png|jpe?g|zip)\b/g, /\.(?:xlsx?|docx?|pdf|pptx?|csv|txt|png|jpe?g|zip)\b/],
  // (each of the next two looks first at whether a position can start a match: a lookahead at every word start
  // costs twice the scan)
  // (a chat channel is a place: "post my update in #team-atlas")
  ['reference', /(?=[#A-Z0-9])(?:(?:#\s?[A-Za-z0-9][\w-]*\d[\w-]*|#\d+|#[a-z][a-z0-9]*(?:-[a-z0-9]+)+)|\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]+)+\b|\b[A-Z]{2,}\d{3,}\b|\b\d+(?:-\d+){2,}\b)/g, /#|[A-Z0-9]-[A-Z0-9]|[A-Z]{2}\d|\d-\d/],
  // A retirement plan by its section of the tax code ("401(k)", "403(b)"): one name, brackets and all
  ['reference', /\b\d{3}\([a-z]\)/g, /\d\([a-z]\)/],
  // Initials written with their stops ("his initials (R.M.H.) scratched into the lid"): three or four, not "U.S." or "P.S."
  ['reference', /(?<![\p{L}\d.])(?:\p{Lu}\.){3,4}(?![\p{L}\d])/gu, /\p{Lu}\.\p{Lu}\.\p{Lu}\./u],
  // A word spelt out letter by letter ("It's R-A-M-I-R-E-Z."): the spelling is the point
  ['reference', /\b(?:[A-Za-z]-){2,}[A-Za-z]\b/g, /[A-Za-z]-[A-Za-z]-[A-Za-z]/],
  // A size ("a crack like a foot long", "two inches wide")
  ['number', /\b(?:a|one|two|three|four|five|six|half\s+a|\d+(?:\.\d+)?)\s+(?:foot|feet|inch(?:es)?|yards?|meters?|metres?|cm|mm)\s+(?:long|wide|deep|tall|high|across)\b/gi, /\b(?:foot|feet|inch|inches|yards?|meters?|metres?|cm|mm)\s+(?:long|wide|deep|tall|high|across)\b/i],
  // (a swear word between the count and what it counts is no part of the fact: "the third damn time" keeps "damn" out)
  ['number', new RegExp(String.raw`\b\d+(?:st|nd|rd|th)\s+(?:time|floor|place)\b|\b(?:${ORDINAL_WORDS})\s+(?:(?!${SWORN_BETWEEN})[a-z]+\s+)?(?:time|anniversary|reminder|complaint|email|letter|call|notice|warning|request)s?\b|\b(?:${NUMBER_WORDS})\s+(?:(?![a-z]+ing\b|${SWORN_BETWEEN})[a-z]+\s+)?(?:${COUNTED})\b|\b(?:\d+|${NUMBER_WORDS})-(?:[a-z]+)(?:-[a-z]+)*\b|\b(?:[Tt]wice|TWICE)\b`, 'g')],
  ['reference', /\b(?:unit|apt|apartment|room|suite|flat|building|gate|section|level|floor|spot|space|fridge|locker|desk|platform|terminal|lot|bay|row|seat|table|round|release|version|invoice|order|ticket|case|claim|account|policy)\s+(?:#\s?)?(?:[A-Z]?\d+[A-Z]?|[A-Z])\b(?![.,]\d)/gi],
  ['reference', /(?=[A-Z0-9])(?:\b(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{2,}\b|\b\d+-\d{3,}\b)/g],
  // ("from 1920 year": a year the learner named; the year is the fact)
  ['number', /\b\d+(?:,\d{3})*(?:\.\d+)?(?:\s?%|\s?(?:percent|hours?|hrs?|days?|weeks?|months?|(?<!\b(?:1[89]|20)\d\d\s?)years?(?: old)?|minutes?|mins?|nights?|times|kg|km|miles?|people|units?|pages|degrees)\b)?/g],
];

// Capitalised words that are not names: sentence starters and common words people capitalise.
const NOT_NAMES = new Set(
  (`I I'm I've I'll I'd Im Ive Ill Id OK Ok Okay Mate Righto Brilliant Fantastic Wonderful Marvellous Marvelous Splendid Terrific Excellent Incredible Typical Charming Hi Hello Hey Eh Oi Oy Yo Ever Forever Somehow Whenever Wherever Timeline Background Summary Context Details Period Enough Hola Ciao Salut Bonjour Hallo Ola Olá Namaste Dear Thanks Thank Regards Best Cheers Sincerely Bye Goodbye Sorry Please One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Twenty Thirty Forty Fifty Hundred Yes No Not So And But Or If When Why What Who How Where Which This That These Those The A An It Its It's My Your Our Their You We They He She Me Him Her Us Them Just Also Still Then Now Today Tomorrow Tonight Yesterday Again Maybe Look Listen Seriously Honestly Well Oh Wow Ugh Lol Omg Wtf Btw Fyi Asap Re Fwd Subject ` +
    `${MONTHS.replaceAll('|', ' ')} ${WEEKDAYS.replaceAll('|', ' ')} ${WEEKDAYS.replaceAll('|', 's ')}s Mr Mrs Ms Dr Mom Mum Dad Team All Everyone Hope Kind Warm Love Sent Let Can Cannot Could Would Should Will Do Does Did Don't Didn't Can't Won't Is Are Was Were Have Has Had Been Be Am Shall Must Might Isn't Aren't Wasn't Weren't Hasn't Haven't Hadn't Doesn't Shouldn't Wouldn't Couldn't Mustn't Ain't Whose Because Since After Before Until While Every Each Any Some Nothing Everything Anything Something Someone Anyone Everyone Here There ` +
    `Yet Real Jesus Christ God Lord Myself Yourself Jeez Geez Omg Funny Both Glad Already Zero None Nada Zilch Kindly Respected Thanking Photos Summer Winter Spring Autumn Fall Contact Contacts Everything Nothing Something Anything Nobody Somebody Anybody Everybody Someone Anyone Noone Congrats Congratulations Wow Cool Great Nice Awesome Perfect Lovely Amazing Welcome Anyway Anyways First Second Third Fourth Fifth Finally Lastly Next Meanwhile Instead Otherwise However Plus Besides Sure Fine Right Guys Folks Reality Note Again Yeah Yep Nope Okay Alright Also Actually Basically Apparently Clearly Obviously Unfortunately Luckily Sadly Frankly Whatever Whoever Wait Cool Great Nice Awesome Perfect Dude Bro Man Sir Madam Hon Babe Love Sweetie Folks Sis Morning Evening Afternoon Good Oops Ah Hmm Um Nobody Everybody Somebody Never Always Once Twice Grandma Grandpa Mommy Daddy Auntie To On In For At By From With Of As Into About Over Under Per Via We're We've We'll You're You've They're There's Here's Let's That's What's Quick Update Reminder FYI PS Tell Ask Call Text Send Give Email Remind Thank Meet Pay Get Bring Take Make Keep Leave Show Help Stop Fix Check Remember Welcome Happy Congrats Congratulations Whoever Whichever Assistant System Model Bot Chatbot Instructions Ignore Disregard Note Dont Cant Wont Didnt Doesnt Isnt Wasnt Arent Havent Hasnt Shouldnt Wouldnt Couldnt Thats Whats Theres Youre Pls Plz Lol Lmao Omg Idk Srsly Tho Ur Bc Cuz Either Neither Whether Even Only Answer Move Clean Put Return Turn Pick Drop Wash Open Close Shut Come Go Read Wait Try Park Use Eat Buy Sell Cancel Book Start Finish Watch Walk Feed Grab Hand Charge Refund Replace Repair Sign Delete Post Forward Like Unlike`)
    .split(/\s+/)
    .map((word) => word.toLowerCase())
    // (a hello in the sender's own language: "Dumela Mma,", "Salamatsyzby Mr. Henderson.")
    .concat(OTHER_GREETINGS.split('|').filter((word) => /^\p{Ll}+$/u.test(word)))
    // (…and a thanks in it: "Rakhmat.", "Gracias,")
    .concat(OTHER_THANKS.split('|').filter((word) => /^\p{Ll}+$/u.test(word))),
);

const NAME_WORD = String.raw`[\p{Lu}][\p{Ll}'’]+(?:-[\p{Lu}\p{Ll}][\p{Ll}]+)?(?:[\p{Lu}][\p{Ll}]+)*`;
// (a name joined by "'n" is one name: "Pack 'n Play", "Stop 'n' Shop")
// (…and so is a surname after an initial: "signed for by M. Ruiz")
const NAME_PATTERN = new RegExp(String.raw`(?<![\p{L}\d])(?:(?:Mr|Mrs|Ms|Dr|Prof|Miss|St)\.?\s+|\p{Lu}\.[ \t]+(?=\p{Lu}\p{Ll}))?${NAME_WORD}(?:(?:[ \t]+|[ \t]+&[ \t]+|[ \t]+['’]n['’]?[ \t]+)${NAME_WORD})*(?![\p{L}\d])`, 'gu');
const TITLE = /^(?:Mr|Mrs|Ms|Dr|Prof|Miss|St)\.?$/;
const ABBREVIATION_END = /(?:\b(?:Mr|Mrs|Ms|Dr|Prof|St|vs|etc|Jr|Sr|No|Apt|Ave)\.\s*)$/;

/** True when `index` starts a sentence (text start, after . ! ? or a line break, list markers and quotes skipped). */
function atSentenceStart(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index);
  if (index === 0 || /^\s*$/.test(text.slice(0, index))) return true;
  if (ABBREVIATION_END.test(before)) return false;
  // (an emoji ends a sentence too: "…with the login 🙂 Curious how that works.")
  return /(?:(?:[.!?:]|\p{Extended_Pictographic}\uFE0F?|[\u{1F3FB}-\u{1F3FF}])["'’”)\]]*\s+|\n\s*(?:[-*•]\s+|\d+[.)]\s+|\([a-z0-9]\)\s+)?|^\s*)["'‘“(]?$/u.test(before);
}

// (The second word is never "I" or "I've": "Mrs. Patel I've been standing outside…")
const TITLED_NAME = /\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|Miss|Sir|Madam|Dame)\.?[ \t]+[\p{Lu}][\p{L}'’-]+(?:[ \t]+(?!I(?:['’]\p{L}+)?(?![\p{L}'’-]))[\p{Lu}][\p{L}'’-]+)?/gu;

// "honestly tara i…", "ok jake you…": an interjection, then a lowercase word that is no common word (nor one of
// NOT_NAMES), then the sentence going on to that person.
const INTERJECTION = String.raw`(?:honestly|hey|hi|ok|okay|seriously|listen|look|yo|omg|ugh|wow)`;
const LOWER_VOCATIVE_HINT = new RegExp(String.raw`\b${INTERJECTION}\s+[a-z]`);
const LOWER_VOCATIVE = new RegExp(String.raw`(?:^|[.!?]\s+|\n)${INTERJECTION},?\s+([a-z]{3,12})(?=,?\s+(?:i|you|u|we|why|what|where|please|pls|stop|ur|your|its|it's|this|that|can|did|do|are|is)\b)`, 'g');
// "wtf kev.", "seriously lena?!": an exclamation, then a lowercase word that ends the sentence, is a name
const LOWER_AFTER_OATH_HINT = /\b(?:wtf|ffs|omfg|seriously|come\s+on|jeez|geez|dude)\s+[a-z]/;
const LOWER_AFTER_OATH = /(?:^|[.!?]\s+|\n)(?:wtf|ffs|omfg|omg|ugh|seriously|come\s+on|jeez|geez|honestly),?\s+([a-z]{3,12})(?=[.!?]+(?:\s|$))/g;
const COMMON_AFTER_INTERJECTION = new Set('though like really idk lmao girl honey hun literally hold come dont cant tbh ngl smh cuz even real fr yo girlie bestie mate baby'.split(' '));

/** `text.split(/[ \t]+/)`, without a pattern. */
function splitOnBlanks(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9) {
      i++;
      continue;
    }
    words.push(text.slice(start, i));
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    start = i;
  }
  words.push(text.slice(start));
  return words;
}

/** No character of text[start, end) is claimed by a fact yet. */
function isFree(claimed: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (claimed[i]) return false;
  return true;
}

// "Manny the pool table you set up Friday rolls…": a thing of theirs, then what it does, said to the name before it (the
// engine's vocative finder reads it too)
export const THING_OF_THEIRS = String.raw`the\s+(?:[a-z]+\s+){1,2}(?:you|u)\s+(?:set|put|left|made|built|did|sold|sent|gave|brought|took|[a-z]{2,}ed)`;
const THING_OF_THEIRS_AFTER = new RegExp(String.raw`^\s+${THING_OF_THEIRS}\b`);
// A list item's marker ("2.", "-", "•") with nothing after it yet, and every one of them in a text (the word after a marker
// is read as the first of a line)
const LIST_ITEM_OPENING = /^[ \t]*(?:\d{1,2}[.)]|[-*•–])[ \t]*$/;
const LIST_ITEM_MARKERS = /^([ \t]*(?:\d{1,2}[.)]|[-*•–]))[ \t]+/gm;
// (not a verb that opens a text with its "I" left out: "Saw the seating chart you sent round.")
const REPORTED_BY = /^\s+(?:from|in|at)\s+(?:the\s+|our\s+|my\s+|your\s+)?\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)?\s+(?:told|said|says|had|has|was|called|texted|emailed|confirmed|mentioned|saw|asked|showed|warned|admitted|never|already|just)\b/u;
const TEXTING_VERBS = /^(?:saw|see|got|get|found|love|need|want|made|took|left|heard|read|put|set|sent|gave|brought|bought|sold|hate|like|miss|did|do|have|had|keep|kept|check|fix|thanks|thank)$/i;

// The postal codes of the US states and the Canadian provinces, after a city's comma
const STATE_AFTER = /^,[ \t]+(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]|AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)(?=[ \t]+(?:\d{5}|[a-z])|[,.;)]|$)/;
const MONTH_FIRST_NAMES = /^(?:Jan|Jun|May|April|June)$/;
// (a word of place before the city: "I told Dana, OH she said no" is an "oh")
const PLACE_BEFORE = /\b(?:from|to|in|at|near|outside|around|between|and|via|of)[ \t]+$/i;

function nameFacts(text: string, claimed: Uint8Array): { fact: Fact; index: number }[] {
  const facts: { fact: Fact; index: number }[] = [];
  // Titled names first ("Dear Mr. Baker"): the title belongs to the name.
  for (const match of text.matchAll(TITLED_NAME)) {
    const start = match.index;
    const value = match[0].replace(/[’']s$/, '');
    const end = start + value.length;
    if (!isFree(claimed, start, end)) continue;
    facts.push({ fact: { kind: 'name', text: value }, index: start });
    claimed.fill(1, start, end);
  }
  for (const match of text.matchAll(NAME_PATTERN)) {
    let start = match.index;
    let words = splitOnBlanks(match[0]);
    const titled = TITLE.test(words[0] ?? '');
    // ("Jun. what the actual f*ck.", "Jan, can you…": a month's short form that is also a first name, alone at the head of the
    // message or a line and then words, not a day, is the one written to)
    const monthNamed = words.length === 1 && MONTH_FIRST_NAMES.test(words[0]!) && text.slice(text.lastIndexOf('\n', start - 1) + 1, start).trim() === '' && /^[.,][ \t]+\D/.test(text.slice(start + words[0]!.length, start + words[0]!.length + 3));
    // Trim non-name words from both ends ("Seriously Jordan" → "Jordan"), keep inner ones ("Meets Some Expectations").
    if (!titled && !monthNamed) {
      while (words.length > 0 && (NOT_NAMES.has(words[0]!.toLowerCase().replace(/[’']s$/, '')) || words[0] === '&' || /^['’]n['’]?$/.test(words[0]!))) {
        start += words[0]!.length;
        words = words.slice(1);
        while (text[start] === ' ') start++;
      }
    }
    while (words.length > 1 && (NOT_NAMES.has(words.at(-1)!.toLowerCase().replace(/[’']s$/, '')) || words.at(-1) === '&' || words.at(-1) === 'I' || /^['’]n['’]?$/.test(words.at(-1)!))) words = words.slice(0, -1);
    if (words.length === 0) continue;
    if (titled && words.length === 1) continue; // "Miss you!": a title with no name after it
    let candidate = words.join(' ').replace(/[’']s$/, '');
    if (words.length === 1 && NOT_NAMES.has(candidate.toLowerCase()) && !monthNamed) continue;
    // ("Two N's.": a letter is no name; nor an initial whose surname was trimmed off: "plan B. Then…")
    if (candidate.length < 2 || /^\p{Lu}\.$/u.test(candidate)) continue;
    // ("Non-refundable.", "Self-employed", "Pre-approved": a prefix and a word, not a name)
    if (words.length === 1 && /^(?:Non|Self|Pre|Re|Anti|Co|Ex|Multi|Semi|Over|Under|Half|Well|Ill|Post|Mid)-\p{Ll}/u.test(candidate)) continue;
    const end = start + candidate.length;
    if (!isFree(claimed, start, end)) continue;
    if (!text.startsWith(candidate, start)) {
      const found = text.indexOf(candidate, start);
      if (found < 0) continue;
    }
    const after = text.slice(end, end + 2);
    // A label at the start of a line ("Rent: …") is not a name.
    if (/^\s*:/.test(text.slice(end, end + 3)) && atSentenceStart(text, start)) continue;
    // ("2. Travel, 8 trips at $50 = $400", "- Trash, hot cocoa cups…": a word that opens a list item is its first word, whatever
    // follows it, unless it is a first name or the draft also writes it mid-sentence)
    if (!titled && words.length === 1 && LIST_ITEM_OPENING.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, start)) && !FIRST_NAMES.has(candidate.toLowerCase()) && !usedMidSentence(text.replace(LIST_ITEM_MARKERS, '$1\n'), candidate)) continue;
    if (!titled && words.length === 1 && atSentenceStart(text, start)) {
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      const lineEndIndex = text.indexOf('\n', end);
      const line = text.slice(lineStart, lineEndIndex < 0 ? text.length : lineEndIndex).trim();
      const aloneOnLine = line.replace(/,$/, '').replace(/[’']s?$/, '') === candidate; // "Jess" or "Sam," on its own line
      // "Mark, are you kidding me?"; "Brandon. You pushed…" (a name alone, opening the message or a line)
      const opensLine = text.slice(lineStart, start).trim() === '';
      const remark = EXCLAMATIONS.test(candidate) || hasInsult(candidate) || isProfaneToken(candidate);
      // "Brenda. I built that.": a name alone, then words to that person
      const speaksTo = /^[.!?]\s+(?:I|You|We|This|That|It)\b/.test(text.slice(end, end + 8));
      // "Marco I know it's you": a name, then straight into words to that person
      // ("Marcus you bailed on me", "Hyun-woo why you not come", "Bree the bathroom is disgusting", "Brent did u take my
      // keyboard")
      const speaksOn = (new RegExp(String.raw`^\s+(?:(?:you|u)['’](?:ve|re|ll|d)\s|(?:that|this|it)\s+(?:is|was|has|had)\s+(?:been\s+)?(?:my|MY|the|a|\d)|(?:where|why|what)\s+(?:r|the)\s|(?:hello|salaam|salam|salaams)[.!,]|(?:I|you|u)\s+(?:know|see|saw|swear|need|want|told|asked|said|mean|am|have|can|will|expect|never|always|still|just|really|literally|didn't|don't|can't|won't|are|were|had|did|sold|took|left|told|said|made|gave|lost|broke|spent|went|came|let|put|kept|threw|stole|forgot|ate|drove|sent|got|bought|brought|paid|heard|found|thought|meant|built|owe|still|always|never|[a-z]{2,}ed)\b|(?:why|where|how|when)\s+(?:you|u|did|didn't|do|don't|are|aren't|is|isn't|can't|would|wouldn't|won't)\b|(?:did|do|does|can|could|would|will|are|were)\s+(?:you|u|ya)\b|(?:take|give|send|bring|call|text|pay|answer|stop|please|pls)\s+(?:that|this|the|my|me|it|him|her|them|back|your|ur)\b|(?:its|thats|it's|that's)\s+(?:the|a|not|been|my|your|ur|over|\d)|(?:your|ur)\s+(?:boyfriend|girlfriend|bf|gf|dog|car|friend|mom|dad|brother|sister|kids?|stuff|things|rent|half|truck|music|cat|husband|wife)\b|the\s+(?:${HOME_THINGS})\s+(?:is|was|needs|has|smells|looks)\b)`).test(text.slice(end, end + 30)) || (THING_OF_THEIRS_AFTER.test(text.slice(end, end + 40)) && !/(?:ed|ing)$/.test(candidate) && !TEXTING_VERBS.test(candidate))) && !remark && !/ly$/.test(candidate);
      // "…every. single. day. Dwayne.": a name alone, closing the message
      const closes = /^[.!?]+\s*$/.test(text.slice(end)) && !remark;
      const addressed = (/^,/.test(after) && !/ly$/.test(candidate)) || (/^[.!?]/.test(after) && (opensLine || speaksTo) && !remark) || speaksOn || closes;
      // "Noah's been sitting in my car": a capitalised possessive opening a sentence is someone's
      const possessive = /^['’]s\b/.test(text.slice(end, end + 3)) && !remark;
      const elsewhere = usedMidSentence(text, candidate);
      // "Marcus has basically lived here since January.": a well-known first name (none of them is also a word)
      const known = FIRST_NAMES.has(candidate.toLowerCase());
      // "Rosa from the honey stand told me.", "Lorraine in payroll had never heard of this deduction.": someone placed by where
      // they work or stand, then what they said or knew (not "Everyone in payroll…", nor a plural: "Customers from…")
      const reported = REPORTED_BY.test(text.slice(end, end + 48)) && !/(?:s|ment)$/.test(candidate) && !NOT_NAMES.has(candidate.toLowerCase());
      if (!aloneOnLine && !addressed && !elsewhere && !possessive && !known && !reported) continue;
      // "'Needs improvement in ownership.' Ownership? I carried…": a word the draft also writes in lower case is a
      // word, not a name
      if (!known && usedInLowerCase(text, candidate)) continue;
      // "Looking," "Unbelievable," "Ridiculous," "Impressive, really.": openers and exclamations, not someone addressed
      // ("Weird, I know.", "Dude, …" too: EXCLAMATIONS holds the words in -ing, -ed, -ous… as well)
      if (addressed && !known && EXCLAMATIONS.test(candidate)) continue;
    }
    candidate = candidate.trim();
    // ("…from Columbus, OH to Sacramento, CA": a city after a word of place takes its state's postal code along, or the code is
    // read as a word shouted, "Columbus, oh")
    const state = PLACE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) ? STATE_AFTER.exec(text.slice(start + candidate.length, start + candidate.length + 14)) : null;
    if (state && isFree(claimed, start, start + candidate.length + state[0].length)) candidate += state[0];
    facts.push({ fact: { kind: 'name', text: candidate }, index: start });
    claimed.fill(1, start, start + candidate.length);
  }
  return facts;
}

// One-word sentences that are remarks, not someone addressed ("Typical.", "Unbelievable.").
const EXCLAMATIONS = /^(?:[A-Z][a-z]+(?:ly|ing|ed|able|ible|ous|ful|less|ic|ive)|Typical|Classic|Unreal|Enough|Noted|Done|Gone|Lost|Broken|Missing|Over|Nothing|Nobody|Never|Twice|Still|Late|Wrong|Dead|Empty|Closed|Whatever|Perfect|Lovely|Figures|Gross|Rude|Genius|Bravo|Classy|Mature|Wild|Insane|Crazy|Sad|Brilliant|Wonderful|Terrific|Priceless|Cute|Charming|Nope|Fine|Sure|Again|Cool|Nice|Great|Wow|Okay|Thanks|Unbelievable|Period|Seriously|Really|Honestly|Hello|Hi|Hey|Ugh|Yes|No|Why|How|What|Who|Where|When|Ok|Ouch|Huh|Oh|Dude|Bro|Man|Sir|Ma'am|Weird|Strange|Odd|Funny|Wow)$/;

/** The word, with its first letter lowered, also appears in the draft as a whole word. */
function usedInLowerCase(text: string, word: string): boolean {
  const lower = word.charAt(0).toLowerCase() + word.slice(1);
  return lower !== word && hasWord(text, lower);
}

/** `word` stands in `text` as a whole word, not inside a longer one (one look per place it occurs, no pattern built). */
export function hasWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (!/[\p{L}\d]/u.test(text.charAt(at - 1)) && !/[\p{L}\d]/u.test(text.charAt(at + word.length))) return true;
  }
  return false;
}

/** The word also appears inside a sentence (after a word and a space), not only at sentence starts. */
function usedMidSentence(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const after = text.charAt(at + word.length);
    if (after && /\p{L}/u.test(after)) continue;
    let i = at - 1;
    if (i < 0 || (text[i] !== ' ' && text[i] !== '\t')) continue;
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
    // (an emoji before it, a surrogate half here, ends a sentence too)
    if (i >= 0 && !/[.!?\n\s"'’”)\]:\uD800-\uDFFF\uFE0F]/.test(text[i]!)) return true;
  }
  return false;
}


/** The well-known first names typed in lower case, with where they start: each run of a–z read once (a pattern
 *  would build a match for every word of a long draft). Not after an apostrophe, a hyphen, "@", "." or "/", not
 *  before a letter, digit, "@" or "-", nor before a dot or an underscore and more of a handle ("tyler.admin", a login),
 *  and not before an apostrophe unless it is a possessive ("jess's" is Jess). */
function lowerNames(text: string): [number, string][] {
  const found: [number, string][] = [];
  const isLower = (code: number) => code >= 97 && code <= 122;
  for (let i = 0; i < text.length; ) {
    if (!isLower(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && isLower(text.charCodeAt(end))) end++;
    const length = end - i;
    if (length >= 3 && length <= 11) {
      const word = text.slice(i, end);
      if (FIRST_NAMES.has(word) && !/[\p{L}\d'’@./-]/u.test(text.charAt(i - 1)) && !/[\p{L}\d@-]/u.test(text.charAt(end)) && !/^[._][\p{L}\d]/u.test(text.slice(end, end + 2)) && !(/['’]/.test(text.charAt(end)) && !/^['’]s(?![\p{L}\d])/u.test(text.slice(end, end + 3)))) found.push([i, word]);
    }
    i = end;
  }
  return found;
}

/** The facts in a draft, in order of appearance, without duplicates. */
export function extractFacts(text: string): Fact[] {
  // Which characters a fact already claimed: earlier patterns win, checked in O(length of the match).
  const claimed = new Uint8Array(text.length + 1);
  const found: { fact: Fact; index: number }[] = [];
  for (const [kind, pattern, need] of PATTERNS) {
    if (need && !need.test(text)) continue;
    for (const match of text.matchAll(pattern)) {
      const raw = match[0];
      const value = raw.trim().replace(/^,\s*/, '');
      const start = match.index + raw.indexOf(value);
      const end = start + value.length;
      if (!value || !isFree(claimed, start, end)) continue;
      if (kind === 'number' && /^\d$/.test(value)) continue; // a lone digit is rarely a fact worth a chip
      if (kind === 'number' && /^[A-Za-z]+-(?:bit|faced|sided|way|off|liner|trick)$/.test(value)) continue; // "Two-bit hack", "a two-faced liar": no count
      if (kind === 'number' && (text[end] === '/' || text[start - 1] === '/')) continue; // "10/10 customer experience": a rating
      if (kind === 'reference' && /^\d+(?:st|nd|rd|th)$/i.test(value)) continue;
      if (kind === 'reference' && /\s[a-z]$/.test(value)) continue; // "fridge w a lock": texting "with", not "Fridge W"
      if (kind === 'reference' && /^[A-Za-z]+\s+[A-Z]$/.test(value) && !/^(?:unit|apt|apartment|room|suite|flat|building|gate|section|level|floor|spot|space|storage)\s/i.test(value)) continue;
      claimed.fill(1, start, end);
      found.push({ fact: { kind, text: value }, index: start });
    }
  }
  found.push(...nameFacts(text, claimed));
  // A text written all in lowercase names the person addressed in lowercase too: "honestly tara i dont even know…"
  if (LOWER_VOCATIVE_HINT.test(text) || LOWER_AFTER_OATH_HINT.test(text)) {
    for (const match of [...text.matchAll(LOWER_VOCATIVE), ...text.matchAll(LOWER_AFTER_OATH)]) {
      const value = match[1]!;
      const start = match.index + match[0].length - value.length;
      if (COMMON_AFTER_INTERJECTION.has(value) || NOT_NAMES.has(value) || !isFree(claimed, start, start + value.length)) continue;
      // ("seriously pathetic.", "ugh again."): a verdict or a common word, not a name
      if (hasInsult(value) || isProfaneToken(value) || /(?:ly|ing|ed|ic|ous|ful|less|able|ible|ive|al|est|er)$/.test(value) || /^(?:man|bro|dude|guys|again|already|now|really|stop|please|enough|this|that|then|lol|omg|smh|why|what|how|rude|gross|wow|yes|nope|fine|whatever|same|cool|okay|done|over|great|nice|love|babe|dear|mate|sir|wait|seriously)$/.test(value)) continue;
      claimed.fill(1, start, start + value.length);
      found.push({ fact: { kind: 'name', text: value }, index: start });
    }
  }
  // …and a well-known first name typed in lower case is still someone's name ("congrats … alive jake").
  for (const [index, value] of lowerNames(text)) {
    if (!isFree(claimed, index, index + value.length)) continue;
    claimed.fill(1, index, index + value.length);
    found.push({ fact: { kind: 'name', text: value }, index });
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.map((item) => item.fact).filter((fact) => (seen.has(fact.text) ? false : (seen.add(fact.text), true)));
}

// Day and month names a draft typed in lower case ("by sunday", "like in october").
const CALENDAR_LOWER = new RegExp(String.raw`^(?:${WEEKDAYS}|${MONTHS.split('|').filter((month) => month.length > 3 && month !== 'Sept').join('|')})\b`.toLowerCase());

/** A fact as a rewrite writes it: a one-word name or a day the draft typed in lower case gets its capital
 *  ("priya", "saturday at 3" → "Priya", "Saturday at 3"). Only the first letter ever changes, so the fact is still
 *  the draft's own words. Given the draft, a day it counts or a name it titles in its own lower case ("the 3rd
 *  sunday in a row", "aunt carol's 60th") is part of a longer phrase and stays exactly as typed. */
export function properForm(fact: Fact, draft?: string): string {
  // ("TWICE", "THREE TIMES": a count shouted is said in an even voice)
  if (fact.kind === 'number' && /^[A-Z]{3,}(?:\s+TIMES)?$/.test(fact.text)) return fact.text.toLowerCase();
  const first = fact.text.charAt(0);
  if (!/\p{Ll}/u.test(first)) return fact.text;
  if (/^\p{Ll}+\p{Lu}/u.test(fact.text)) return fact.text; // "iPhone", "eBay"
  const proper = (fact.kind === 'name' && !/\s/.test(fact.text)) || (fact.kind === 'date' && CALENDAR_LOWER.test(fact.text));
  if (!proper) return fact.text;
  if (draft && countedOrTitled(fact.text, draft)) return fact.text;
  return first.toUpperCase() + fact.text.slice(1);
}

// The words that make a lower-case word part of a longer phrase ("the 3rd sunday", "aunt carol's"), just before it.
const COUNTED_OR_TITLED = /\b(?:\d(?:st|nd|rd|th)?|first|second|third|fourth|fifth|every|each|aunt|auntie|uncle|cousin|grandma|grandpa|nana|mr|mrs|ms|dr|coach|miss)\s+$/;

/** Whether the draft has `text` (as a whole word at its end) right after one of those words: found with indexOf and a
 *  look at the few characters before it, not a pattern built for every fact of every draft. */
function countedOrTitled(text: string, draft: string): boolean {
  const wordEnd = /\w$/.test(text);
  for (let at = draft.indexOf(text); at >= 0; at = draft.indexOf(text, at + 1)) {
    const next = draft.charAt(at + text.length);
    if (wordEnd ? /\w/.test(next) : !/\w/.test(next)) continue;
    let start = Math.max(0, at - 32);
    while (start > 0 && /\w/.test(draft.charAt(start - 1))) start--;
    if (COUNTED_OR_TITLED.test(draft.slice(start, at))) return true;
  }
  return false;
}

/** Whether a rewrite keeps a fact: verbatim, or with a capital where it opens a sentence ("spot 22" → "Spot 22 has…"),
 *  or (a name or day typed in lower case) in its proper form. */
export function keepsFact(rewrite: string, fact: Fact | string): boolean {
  const text = typeof fact === 'string' ? fact : fact.text;
  if (rewrite.includes(text)) return true;
  if (typeof fact !== 'string') {
    const proper = properForm(fact);
    if (proper !== text && rewrite.includes(proper)) return true;
  }
  const first = text.charAt(0);
  const capitalised = first.toUpperCase() + text.slice(1);
  if (capitalised === text) return false;
  for (let at = rewrite.indexOf(capitalised); at >= 0; at = rewrite.indexOf(capitalised, at + 1)) {
    if (/(?:^|[.?!]["'’”)]?\s+|\n\s*)$/.test(rewrite.slice(Math.max(0, at - 4), at)) || at === 0) return true;
  }
  return false;
}

/** Facts of the draft that a rewrite lost (verbatim, or capitalised where it opens a sentence). */
export function missingFacts(facts: Fact[], rewrite: string): Fact[] {
  return facts.filter((fact) => !keepsFact(rewrite, fact));
}
