// The small vocabulary the heat meter and the built-in engine share: profanity (also disguised),
// insults, shouting versus acronyms, sarcasm tags. Kept deliberately short: it ships to browsers.

/** A table of the first two characters of each word (ASCII), read as `table[first * 128 + second]`. */
function pairTable(words: readonly string[]): Uint8Array {
  const table = new Uint8Array(128 * 128);
  for (const word of words) table[word.charCodeAt(0) * 128 + word.charCodeAt(1)] = 1;
  return table;
}

/** Profane word forms, after leet-speak is undone ("sh1t" → "shit", "a$$" → "ass"). */
const PROFANE = (
  'fuck fucks fucked fucker fuckers fucking fuckin fuckn fck fckn fcking fckin fckng fk fking fuk fuking fukin fkn effing motherfucker motherfuckers motherfucking mf mfer ' +
  'shit shits shitty shite shitting shitted shitshow shithead bullshit bullshitting horseshit batshit dipshit ' +
  'ass asses asshole assholes asshat asshats asswipe arse arsehole arseholes dumbass dumbasses jackass jackasses smartass ' +
  'bitch bitches bitching bitchy bastard bastards cunt cunts dick dicks dickhead dickheads cock prick pricks twat wanker wankers wank slut whore douche douchebag douchebags tits bollocks ' +
  'piss pissed pissing crap crappy damn damned dammit damnit goddamn goddamned goddammit wtf stfu ffs bs'
).split(' ');
const PROFANE_SET = new Set(PROFANE);
// The first two letters of every profane form: a plain word that starts otherwise is skipped unread.
const PROFANE_PREFIXES = pairTable(PROFANE);
const COLLAPSED_SET = new Set(PROFANE.map(collapse));
// Words whose letters, doubled ones said once, spell a swear word's: "assess" is "asses" drawn out, and no swear word
const NOT_DRAWN_OUT = new Set(['assess']);
/** "fuuuck", "shiiit": a swear word with its letters drawn out (lower-case letters only). */
const drawnOutSwear = (word: string): boolean => word.length > 3 && COLLAPSED_SET.has(collapse(word)) && collapse(word).length > 2 && !NOT_DRAWN_OUT.has(word);

/** Insulting nouns (name-calling). */
export const INSULT_NOUNS = 'airhead|airheads|nitwit|nitwits|dimwit|dimwits|halfwit|halfwits|bozo|bozos|doofus|numpty|numpties|dingbat|dingbats|amateurs|weasel|weasels|blabbermouth|blabbermouths|freeloader|freeloaders|moocher|mooch|deadbeat|deadbeats|idiot|idiots|moron|morons|imbecile|imbeciles|clown|clowns|jerk|jerks|loser|losers|creep|creeps|leech|leeches|psycho|lunatic|liar|liars|fool|fools|scumbag|scumbags|parasite|parasites|slob|slobs|brat|brats|pig|pigs|animals|snake|coward|cowards|clowns|muppet|muppets|dumbass|jackass|asshat|asshats|weirdo|freak|freaks|trash|garbage|thief|thieves|hypocrite|hypocrites|narcissist|crook|crooks|vulture|vultures|rat|rats|weasel|weasels|backstabber|backstabbers|traitor|traitors|hack|hacks|jobsworth|jobsworths|cheapskate|cheapskates|tightwad|tightwads|penny-pincher|bootlicker|bootlickers|brown-noser|brown-nosers|brownnoser|kiss-ass|kiss-asses|kiss-arse|suck-up|suck-ups';
/** Rooms and things of a home that a message says are dirty or broken ("Bree the bathroom is disgusting"). */
export const HOME_THINGS = String.raw`bathroom|kitchen|sink|fridge|dishes|trash|shower|toilet|living\s+room|room|apartment|house|place|flat|car|floor|oven|stove|counters?|tub|bathtub|microwave|bins?`;
/** Insulting or heated adjectives. */
export const INSULT_ADJECTIVES = 'laziest|rudest|dumbest|stupidest|careless|inconsiderate|disrespectful|irresponsible|stupid|dumb|idiotic|moronic|pathetic|useless|incompetent|worthless|ridiculous|clueless|brainless|spineless|selfish|lazy|disgusting|shameless|hopeless|braindead|dense|absurd|insane|crazy|unbelievable|unreal|petty|childish|immature|greedy|ungrateful|two-faced|two-bit|heartless|manipulative|sleazy|slimy|stingy|sneaky|miserable|spiteful|vindictive|small-minded|narrow-minded';

const INSULT_SET = new Set(`${INSULT_NOUNS}|${INSULT_ADJECTIVES}`.split('|'));
// The first two letters of every insult: a word that starts otherwise is skipped unread.
const INSULT_PREFIXES = pairTable([...INSULT_SET]);
const INSULT_LONGEST = Math.max(...[...INSULT_SET].map((word) => word.length));

/** Whether the text holds an insulting word (a word scan, cheaper than a regex of alternatives). A word joined by
 *  hyphens is read whole and part by part: "suck-up" and "two-faced" are insults, and so is the "idiot" of "idiot-proof"
 *  as before. */
export function hasInsult(text: string): boolean {
  const insult = (from: number, to: number) => to - from >= 3 && to - from <= INSULT_LONGEST && INSULT_PREFIXES[(text.charCodeAt(from) | 32) * 128 + (text.charCodeAt(from + 1) | 32)] === 1 && INSULT_SET.has(text.slice(from, to).toLowerCase());
  let start = -1;
  let compound = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) | 32 : 0;
    if (code >= 97 && code <= 122) {
      if (start < 0) start = i;
      if (compound < 0) compound = i;
    } else if (start >= 0) {
      if (insult(start, i)) return true;
      start = -1;
      const letterNext = i + 1 < text.length && ((text.charCodeAt(i + 1) | 32) >= 97 && (text.charCodeAt(i + 1) | 32) <= 122);
      if (text.charCodeAt(i) === 45 && letterNext) continue;
      if (compound >= 0 && compound < i && text.slice(compound, i).includes('-') && insult(compound, i)) return true;
      compound = -1;
    } else compound = -1;
  }
  return false;
}

const INSULT_RE = new RegExp(String.raw`\b(?:${INSULT_NOUNS}|${INSULT_ADJECTIVES})\b`, 'gi');

/** Acronyms that are fine in capitals. Unknown short all-caps words that are not common words count as acronyms too. */
export const ACRONYMS = new Set(
  ('I A OK ASAP FYI ID PDF USA US UK EU UN EUR USD GBP CAD AUD CHF JPY INR MXN CEO CFO CTO COO VP HR IT PM AM TV DJ PR AI API UPS DHL USPS DOT IRS DMV HOA NDA MRI ER ICU GP IVF PTO ETA RSVP FAQ GPS ATM PIN VIP BBQ DIY DM SMS NYC NY NJ LA SF DC ' +
    'QA KPI ROI SEO SQL URL USB PC IOU FBI CIA NHS NBA NFL LLC INC LTD CV MBA PHD BA BS MD RN EMT NYPD TBD TBA EOD EOW COB OOO PS PPS NB AC HVAC WIFI COVID HIPAA NASA FIFA OT SOP SLA SOW PO EST PST CST GMT UTC CET ' +
    'AG DA DOJ SEC EPA FDA CDC DOB SSN CPA EOB BBB FTC FCC ISP SUV RV ACH GB MB KB TB CC BCC HD CVS IHOP AMEX ACLU NAACP YMCA LGBT LGBTQ NATO OSHA FEMA IKEA ESPN AARP PETA AIDS SARS UEFA NCAA UNICEF SONY AUDI VISA HULU UBER LEGO ZARA ALDI LIDL AMC BMW GMC KFC IBM HP LG EMI GST VAT PAN UPI NRI IBAN CPAP ECG EKG ENT ADHD IEP PTA EHR HSA FSA GPA CGPA CFPB ZIP VIN AP FERPA FMLA EEOC ERISA COBRA FAFSA TSA ESL GED CPR AED DNR PPO HMO USDA NOAA HEPA SIM USDOT FMCSA OSCE AITA HIV STI').split(' '),
);

/** Common short words that, written in capitals, are shouting rather than acronyms. */
const COMMON_SHORT = new Set(
  ('a an am as at be by do ex go he hi if in is it me my no of oh on or so to up us we ' +
    'all and any are ask ate bad big but can cut did die dog due eat end far few fix for fun get got guy had has her him his hot how its job let lie lot mad man may met new nor not now off old one our out own pay put ran red run sad sat saw say see set she sit six ten the too try two use was way who why won yes yet you ' +
    'also away back been best bill busy call came care cash code cold come cost damn days dead deal done door down each easy even ever face fact fail fair fake fine five four free from full gave give gone good guys half hand hard hate have hear help here hold home hour idea into joke just keep kept kids kind knew know last late left less lied life like line live long look lose lost love made mail make many mean meet mess mice mine miss more most move much must name need next nice none note once only open over paid part past pick plan play poor read real rent rest ride room rude rule safe said same says seen sent shut sick show sign some soon stop such sure take talk team tell text than that them then they this time told town true turn very wait walk want warn week well went were what when whom will wish with word work year your zero ' +
    'max min sue act add age ago aid air arm art bed bet bit box boy bus buy car cry day eye fan fee fit fly fix gas god gun hat hit ice ill kid law lay leg lip log map mom dad net nor odd oil pal pen pet pop raw rid row sat sea set sex shy sir sky son sum sun tax tea tie tip top toy van war wet win won yet ' +
    // (the nouns of a house and a day, shouted as often: "there is a CAT in our apartment", "a DIP in the middle", "you subbed in a SOY formula")
    'soy oat gin rum yam cod key cat dip rat mud bug hug kit jar pan pot lid rug mat cup mug bag bat bee bin bun cap cow den dig dot dry ear egg fog fox fur gap gym ham hip hop hut jam jaw jog kin lab lap mop nap nod nut owl pad paw pea pie pig pit rag rib rip rob rod rot rub sag sip sob spy tag tap tin toe tow tub vet wax wig ' +
    'able acts ages aged ally area army aunt baby bail ball band bank bare bars base bath bear beat beer bell belt bike bird bite blew blow blue boat body boil bold bone book boot born boss both bowl burn bust cake calm camp card cars case cast cats chat chip city clue coat cook cool copy cord core cozy crew crop cure cute dare dark data date dear debt deep desk dial diet dirt dish dogs dose drag draw drew drop drug dumb dust duty earn ears east edge else ends epic evil exit eyes fall fame farm fast fear feed feel feet fell felt file fill film find fire firm fish flat flew flip food fool foot form fort free frog fuel game gate gear gift girl glad goal goes gold golf grab gray grew grow hair hall hang harm hate heat held hell hide high hill hint hire hits hole holy hook hope horn host huge hung hunt hurt itch item jail joke jump junk jury keys kick kill king kiss knee knew lack lady laid lake lamp land lane lazy lead leak lean left lend lets lies lift liar link list load loan lock loud luck lied lies lost lots loud lung mark mass math meal meat menu mild milk mind mist mode mood moon moss myth neck news nose nuts okay oral pace pack page pain pair pale palm park pass path peak pick pile pink pipe plan pool poor port pose post pour pray pull pure push quit race rage rain rank rare rate rich ring rise risk road rock role roof rope rose ruin runs rush sake sale salt sand save seat seed seek self sell send ship shop shot sigh silk sink site size skin slip slow snap snow soap sock soft soil sold sole song sort soul spin spot star stay step suit swim tail tale tall tank tape task taxi tear tech term test thin tiny tire toll tone took tool tour town trap tree trip tube tune twin type ugly unit upon used user vast view vote wage wake wall ward warm wash wave weak wear weird west wide wife wild wind wine wing wire wise wolf wood wore yard yell zone').split(' '),
);

export function isAcronym(word: string): boolean {
  return ACRONYMS.has(word.toUpperCase()) && word === word.toUpperCase();
}

/** An all-caps word that reads as shouting ("AGAIN", "STOP"), not an acronym ("HR", "PTO", "IVF"). */
// The consonant pairs an English word can start with ("BRING", "SCHOOL", "THREE", "PSYCH", "GNAW", "KNOW", "WRONG", "DWELL").
const ENGLISH_ONSET = /^(?:B[LR]|C[HLRZ]|D[RW]|F[LR]|G[HLNR]|K[HLNRW]|P[HLRST]|QU|S[CHKLMNPQTVW]|T[HRSW]|V[LR]|W[HR]|SCH|SHR|SPL|SPR|STR|SCR|THR)/;

export function isShouted(word: string, loudContext = false): boolean {
  if (word.length < 2 || word !== word.toUpperCase() || !/^[A-Z][A-Z']*[A-Z]$/.test(word)) return false;
  if (ACRONYMS.has(word)) return false;
  if (!/[AEIOUY]/.test(word)) return false; // no vowel, no word: "HHSRS", "NHS", "HMRC" are names of things
  if (/^(?:II|III|IV|VI|VII|VIII|IX|XI|XII|XIII|XIV|XV)$/.test(word)) return false; // "Sony A7 III", "Henry VIII"
  const bare = word.replace(/'/g, '');
  // Letters no English word starts with are initials ("QDRO", "NDAS", "HVAC"): a name of a thing, not a word said loudly
  if (/^[B-DF-HJ-NP-TV-XZ]{2}/.test(bare) && !ENGLISH_ONSET.test(bare)) return false;
  // Four letters or more with a vowel and not a known acronym is a word said loudly ("DENT", "NINE").
  if (bare.length >= 4) return true;
  return COMMON_SHORT.has(bare.toLowerCase()) || loudContext;
}

function collapse(word: string): string {
  let out = '';
  for (const char of word) if (out.at(-1) !== char) out += char;
  return out;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

function unleet(token: string): string {
  let out = '';
  for (const char of token.toLowerCase()) out += LEET[char] ?? char;
  return out;
}

/** Whether `word` is `mask` with each run of * or # standing for one to (the run's length + 1) letters a–z
 *  (what a pattern of the mask would match, without building one for every disguised token). */
function fitsMask(mask: string, word: string, m: number, w: number): boolean {
  while (m < mask.length) {
    const char = mask[m];
    if (char !== '*' && char !== '#') {
      if (word[w] !== char) return false;
      m++;
      w++;
      continue;
    }
    let run = 0;
    while (m < mask.length && (mask[m] === '*' || mask[m] === '#')) {
      m++;
      run++;
    }
    for (let take = 1; take <= run + 1; take++) {
      const code = word.charCodeAt(w + take - 1);
      if (!(code >= 97 && code <= 122)) return false;
      if (fitsMask(mask, word, m, w + take)) return true;
    }
    return false;
  }
  return w === word.length;
}

/** Whether one token (letters, digits, * $ @ ! allowed) is profane, disguised or not. */
export function isProfaneToken(token: string): boolean {
  return profaneWord(token) !== null;
}

/** The swear word a token is, plain or disguised ("a$$hat" → "asshat", "f***ing" → "fucking"; drawn out, the token
 *  itself lowered), or null. */
export function profaneWord(token: string): string | null {
  const core = token.replace(/^[^\p{L}\d*$@]+|[^\p{L}\d*$@]+$/gu, '');
  if (core.length < 2 || core.length > 20) return null;
  if (/^[\d$@!.,]+$/.test(core) || /^[$€£]\d/.test(core)) return null; // money, numbers, "@handle" starts
  if (core.startsWith('@')) return null;
  const plain = unleet(core);
  if (/[*#]/.test(plain)) {
    if (!/^\p{L}/u.test(plain)) return null;
    // Each run of stars stands for one to a few hidden letters: "f***ing", "sh*t", "b*tch".
    const mask = plain.replace(/[.+?^${}()|[\]\\]/g, '');
    return PROFANE.find((word) => word.length > 2 && fitsMask(mask, word, 0, 0)) ?? null;
  }
  if (!/^[a-z]+$/.test(plain)) return null;
  return PROFANE_SET.has(plain) || drawnOutSwear(plain) ? plain : null;
}

export interface Hit {
  start: number;
  end: number;
  text: string;
}

// 1: a character people use in words or to disguise them (* $ @ ! # and digits); 2: an ASCII letter.
const TOKEN_CHAR = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) TOKEN_CHAR[code] = 2;
  else if ((code >= 48 && code <= 57) || code === 42 || code === 36 || code === 64 || code === 33 || code === 35) TOKEN_CHAR[code] = 1;
}

function hasRepeat(word: string): boolean {
  for (let i = 1; i < word.length; i++) if (word.charCodeAt(i) === word.charCodeAt(i - 1)) return true;
  return false;
}

function isUnicodeLetterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code > 127 && /\p{L}/u.test(text[index]!);
}

/** Profanity, plain ("fuuuck") or disguised ("f*ck", "sh1t", "a$$"), found by one scan over the text. */
export function findProfanity(text: string): Hit[] {
  const hits: Hit[] = [];
  const length = text.length;
  let i = 0;
  while (i < length) {
    let code = text.charCodeAt(i);
    if (code >= 128 || TOKEN_CHAR[code] === 0) {
      i++;
      continue;
    }
    let end = i;
    let letters = 0;
    while (end < length) {
      code = text.charCodeAt(end);
      if (code >= 128) break;
      const kind = TOKEN_CHAR[code]!;
      if (kind === 0) break;
      if (kind === 2) letters++;
      end++;
    }
    // A token glued to other letters ("café", "naïve") is not an English swear word.
    if (letters > 0 && !(i > 0 && isUnicodeLetterAt(text, i - 1)) && !(end < length && isUnicodeLetterAt(text, end))) {
      let start = i;
      let stop = end;
      while (stop > start && text.charCodeAt(stop - 1) === 33) stop--; // trailing "!" is punctuation
      while (start < stop && text.charCodeAt(start) === 33) start++;
      const size = stop - start;
      if (size >= 2 && size <= 20) {
        const plain = letters === size;
        if (!plain || PROFANE_PREFIXES[(text.charCodeAt(start) | 32) * 128 + (text.charCodeAt(start + 1) | 32)] === 1) {
          const token = text.slice(start, stop);
          const lower = plain ? token.toLowerCase() : '';
          const profane = plain ? PROFANE_SET.has(lower) || (hasRepeat(lower) && drawnOutSwear(lower)) : isProfaneToken(token);
          if (profane) hits.push({ start, end: stop, text: token });
        }
      }
    }
    i = end;
  }
  return hits;
}

// "trash" and "garbage" are things ("take the trash to the transfer station", "garbage day") unless someone or something is
// called that ("you're trash", "this is garbage", "piece of trash")
const THING_NOT_NAME = /^(?:trash|garbage)$/i;
const CALLED_A_THING = /\b(?:you|u|ur|you're|youre|he|she|they|it|that|this|is|are|was|were|such|of)(?:['’](?:re|s))?\s+(?:(?:such|absolute|total|complete|just|a|an|utter|pure|literal|literally|straight|hot)\s+)*$/i;

// …and rats, mice, snakes, cockroaches are animals ("there is rats in the basement", "we saw a rat") unless a person is
// called one ("you're a rat", "you dirty rat") — holdout 69's learner email scored Heat 35 on its rats, its rewrite 61
const ANIMAL_NOT_NAME = /^(?:rats?|mice|snakes?|cockroach(?:es)?|roach(?:es)?|vermin|rodents?|pigs?)$/i;
const CALLED_A_PERSON = /\b(?:you|u|ur|you're|youre|he|she|they|he's|she's|they're)(?:['’](?:re|s))?\s+(?:(?:such|absolute|total|complete|just|a|an|utter|dirty|filthy|lying|little|sneaky|greedy)\s+)*$/i;

export function findInsults(text: string): Hit[] {
  return [...text.matchAll(INSULT_RE)].filter((match) => (!THING_NOT_NAME.test(match[0]) || CALLED_A_THING.test(text.slice(Math.max(0, match.index - 40), match.index))) && (!ANIMAL_NOT_NAME.test(match[0]) || CALLED_A_PERSON.test(text.slice(Math.max(0, match.index - 40), match.index)))).map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
}

// "Great value.", "That's why it's called that.": a dig that is a whole sentence (the engine drops it; the meter reads it)
export const WHOLE_SENTENCE_DIGS = String.raw`that'?s\s+why\s+it'?s\s+called\s+(?:that|an?\s+[\w-]+)|(?:great|real|excellent|amazing|fantastic)\s+value(?:\s+for\s+(?:money|the\s+money))?`;
// "But sure, next time I'll just grab the $40 towel set since that's apparently what matters.", "Don't worry, I won't
// embarrass anyone by showing up.": a concession or a reassurance that means the opposite; "…, which was fun.", "Great
// value.", "That's why it's called that.": a dig in passing; never in a polite draft
export const MOCK_REMARK = new RegExp(String.raw`^(?:(?:but|oh)\s+sure,?\s+(?:next\s+time|I'?ll|I\s+will|let'?s|why\s+not)\b|(?:but\s+)?(?:don'?t|dont)\s+worry,?\s+I\s+(?:won'?t|will\s+not|wont)\s+(?:embarrass|bother|trouble|inconvenience|burden|ruin|spoil|disturb|ask|bug)\b|[^.!?]*\bsince\s+that'?s\s+apparently\s+what\s+matters\b|[^.!?]*,\s+(?:which\s+was|so\s+that'?s)\s+(?:(?:very|really|so|super)\s+)?(?:fun|efficient|convenient|a\s+treat|a\s+delight|productive)[.!]*$|(?:${WHOLE_SENTENCE_DIGS})[.!]*$)`, 'i');

/** Short, fact-free sentences that are praise in form and sarcasm in a heated message. */
export const SARCASM_TAG =
  /^(?:(?:oh|wow|so|and|well|yeah|just|gee)[,\s]+)*(?:(?:real|great|such\s+a|true|what\s+a)\s+team\s+player|(?:great|nice|cool|awesome|perfect|wonderful|fantastic|brilliant|lovely|classy|mature|amazing|incredible|sweet)(?:\s+(?:job|work|one|move|stuff|friend|sister|brother|boyfriend|girlfriend|partner|roommate|husband|wife|dad|mom|mum|son|daughter|neighbou?r|teammate|coworker|colleague|manager|landlord))?|real(?:ly)?\s+(?:classy|mature|nice|helpful|generous|considerate|supportive|professional|cool|great)|(?:very|so|super|soo+|really)\s+(?:helpful|generous|supportive|considerate|mature|professional|nice|cool|thoughtful|kind|classy|useful)|(?:cool\s+)+cool|thanks?(?:\s+you)?(?:\s+(?:a lot|so much|a bunch))?(?:\s+for\s+(?:that|nothing|this))?|thank you(?:\s+(?:so much|very much))?(?:\s+for\s+(?:that|nothing))?|(?:good|nice|great)\s+to\s+know|love\s+that(?:\s+for\s+me)?|how\s+(?:nice|lovely|convenient|thoughtful|generous|mature)|must\s+be\s+nice|well\s+done|good\s+(?:job|for\s+you)|(?:ok(?:ay)?,?\s+)?noted|whatever|sure(?:\s+thing)?|okay\s+then|ok\s+then|really\s+helps(?:\s+me\s+\w+)?|that'?s\s+(?:really\s+|so\s+|very\s+)?(?:great|generous|helpful|nice|classy|mature|rich))(?:[,\s]+(?:though|really|thanks(?:\s+for\s+that)?|that'?s\s+(?:really\s+|so\s+|very\s+)?(?:generous|helpful|great|nice)|right|i\s+guess|very\s+(?:helpful|generous|supportive)))*[\s.!?…]*$/i;

// First names common enough, and unlike any English word, to be read as a name even in lower case ("alive jake",
// "told priya"): texting drafts seldom capitalise names. Names that are also words (will, mark, grace, rob,
// frank, june, rose…) are left out on purpose.
export const FIRST_NAMES = new Set(
  (
    'james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony steven andrew paul joshua ' +
    'kenneth kevin brian george timothy ronald jason jeffrey ryan jacob nicholas eric jonathan stephen larry justin scott brandon benjamin ' +
    'samuel gregory alexander patrick dennis tyler aaron jose adam nathan henry zachary douglas peter kyle noah ethan jeremy keith austin ' +
    'sean gerald carl dylan harold jordan jesse bryan lawrence arthur gabriel bruce logan alan juan albert elijah wayne randy vincent liam ' +
    'jake josh matt mike dave steve tom tim jim joe dan chris alex ben sam tony andy greg pete jeff brad chad travis trevor derek marcus ' +
    'luke lucas owen caleb connor evan ian isaac jared jonah julian leo levi malik mateo micah miguel nate omar oscar rafael raj ravi rohan ' +
    'rahul arjun vikram sanjay amit tomasz piotr marco luca diego carlos luis jorge andre ahmed hassan yusuf kwame kofi hiroshi kenji danny ' +
    'mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra ashley kimberly emily donna michelle ' +
    'carol amanda melissa deborah stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen ' +
    'samantha katherine christine debra rachel carolyn janet catherine maria heather diane julie olivia abigail sophia isabella mia chloe ' +
    'zoe ava ella madison hannah natalie leah lauren megan kayla brittany tiffany vanessa jasmine priya ananya aisha fatima leila yasmin mei ' +
    'yuki sakura ines sofia lucia elena camila valentina gabriela jess jen kate katie liz beth becca becky steph tess tessa lucy sophie ' +
    'molly ellie maya nina nora claire alice kelly tara erin sara jenna kim paige lindsay lindsey courtney danielle jenny jackie nikki ' +
    'dana lena luka theo milo sasha ivan yara noor zara eli ezra aiden aidan kai isla freya nico hugo felix emre deniz kiran anjali ' +
    'neha pooja rohit ali ' +
    // (nicknames as often typed as the names: "dani.", "aunt deb", "kev")
    'dani deb debbie kev bri nat jules mandy cindy wendy tammy tina gina jojo marty ricky bobby timmy johnny jimmy tommy kenny ' +
    'lenny freddie eddie charlie archie ollie ted fred jenn meg abby maddie haley hailey whitney britt carly kara tori lexi lizzie ' +
    'vicky nikhil arun anil divya shreya riya tanya sonia sonya irina katya dmitri sergei andrei pedro pablo javier alejandro marta carmen ' +
    // (names from many places that no English word shares: "Jamal what is…", "Deshawn the tip pool…" opened drafts unread)
    'jamal deshawn darnell tyrone jalen jaylen malcolm terrence darius lamar reggie kendrick xavier isaiah jaden jayden elias ' +
    'mohammed muhammad mohammad karim tariq bilal hamza ibrahim khalid faisal mustafa rashid samir nadia layla amira salma zainab ' +
    'ayesha hana farah anya olga mikhail svetlana natasha agnieszka katarzyna kasia marek pawel jakub lukasz ana ines sergio ' +
    'ricardo fernando eduardo roberto manuel francisco mariana daniela paola ximena valeria renata adriana beatriz tiago sven lars ' +
    'nils anders ingrid astrid henrik kwabena abena kojo chidi chinedu emeka ngozi obinna tunde femi segun yemi wanjiru thabo sipho ' +
    'lerato hamid reza arash parisa shirin mehdi deepa kavya sneha aditya vijay suresh ramesh prakash sunil deepak manish varun ' +
    'karan ishaan aarav lakshmi meera siddharth wei haruto takeshi ayumi yuna minji jisoo minh linh thao tuan giulia francesca ' +
    'alessandro giovanni matteo lorenzo chiara'
  ).split(' '),
);

// "…could I swing by one evening? Or I'm happy to cover shipping if that's easier.": what makes an "or I'm…" an offer of another way
// rather than a consequence (the heat meter reads no threat in it, the rewriter no "Otherwise,")
export const OFFERED = String.raw`(?:also\s+|more\s+than\s+|really\s+|so\s+|just\s+)?(?:happy|glad|free|able|around|available|open)\b`;

/** A thanks in another language, the way a message signs off with one ("Gracias,", "Baie dankie,", "Rähmät,"): never a name. */
export const OTHER_THANKS = String.raw`rakhmat|rahmat|rähmät|rehmet|spasibo|gracias|merci|merci\s+beaucoup|danke|danke\s+sch[öo]n|obrigado|obrigada|grazie|grazie\s+mille|grazzi|arigato|arigatou|shukran|asante|asante\s+sana|dhanyavaad|dhanyavad|kiitos|takk|takk\s+fyri|hvala|mahalo|ngiyabonga|misaotra|sulpayki|dankie|baie\s+dankie|dank\s+je(?:\s+wel)?|terima\s+kasih|salamat(?:\s+po)?|tack|vinaka(?:\s+vakalevu)?|medaase|zikomo(?:\s+kwambiri)?|shukriya|te[şs]ekk[üu]rler|dzi[ęe]kuj[ęe]|d[ěe]kuji|k[öo]sz[öo]n[öo]m|toda\s+raba|xie\s+xie|ua\s+tsaug(?:\s+koj)?|i\s+ni\s+ce`;

// ("Dumela Mma,", "Salamatsyzby Mr. Henderson.", "Sawubona Baba,": a hello in the sender's own language is a greeting, not a name: the
// greeting-line parser and the vocative lifter read it, and the fact finder takes none of its words for a name)
export const OTHER_GREETINGS = String.raw`moni|essalamu\s+eleykum|goeie\s+(?:dag|m[ôo]re|middag|naand)|h[åa]fa\s+adai|isänme|isänmesez|isanme|w[ĩi]\s*mwega|tashi\s+delek|i\s+ni\s+(?:ce|sogoma|tile|wula)|hola|ciao|salut|bonjour|hallo|ol[aá]|namaste|salam|salaam|assalamu\s+alaikum|as-salamu\s+alaykum|dumela|salamatsyzby|salamatsyzbi|assalomu\s+alaykum|sawubona|jambo|habari|mbote|kumusta|kamusta|merhaba|selam|zdravo|privet|terve|tere|sveiki|labas|szia|ahoj|mingalaba|sawasdee|sawatdee|annyeong|konnichiwa|shalom|marhaba|ahlan|kia\s+ora|aloha|mabuhay|allillanchu|barev|gamarjoba|salom|sannu|mhoro|manao\s+ahoana|molo|molweni|punten|sampurasun|akkam|namaskar|namaskaram|vanakkam|kaixo|bon\s+dia|bom\s+dia|buenos\s+d[ií]as|buongiorno|guten\s+tag|goedemorgen|hej|hei|servus|moien|yassou|kalimera|talofa|bula|xin\s+ch[aà]o|ni\s+hao|selamat\s+(?:pagi|siang|sore|malam)|sugeng\s+(?:enjing|siang|sonten)|m[aā]l[oō]\s+e\s+lelei|sat\s+sri\s+akal|dobar\s+dan|dobro\s+jutro|dzie[nń]\s+dobry|bore\s+da|shwmae|bre`;
