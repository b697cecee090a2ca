// The shape of a draft: header lines, greeting, body paragraphs (with list items), valediction and
// signature — and from that, whether it reads as an email or a text.
import { OTHER_GREETINGS, OTHER_THANKS } from '../../../shared/analysis/lexicon.ts';
import type { Channel } from '../../../shared/rewrite.ts';

export interface BodyLine {
  /** list marker as written ("- ", "1. ", "(a) "), or "" */
  marker: string;
  text: string;
}

export interface DraftShape {
  header: string[];
  /** a greeting on its own line ("Hi Mark,") */
  greeting: string | null;
  /** a greeting that opens a one-paragraph message ("Hey Nadia!"): the word and the name, if any */
  inlineGreeting: { word: string; name: string | null; own?: boolean } | null;
  paragraphs: BodyLine[][];
  valediction: string | null;
  signature: string[];
  /** the earlier message quoted under the reply ("> On Apr 3, Tara Quinlan wrote:⏎> …"), kept under the sign-off */
  trailer: string[];
  /** a sign-off that ends a one-paragraph message on its last line ("…before Tuesday. Thanks, Sam") */
  closing: string | null;
  channel: Channel;
}

// "Thanks, Sam" / "Thank you, Hyun-woo" / "Cheers, Dana." / "Thanks — Priya" closing the last line of a message.
const INLINE_CLOSING = /(?<=[.!?]\s+)((?:[Tt]hanks(?:\s+again|\s+so\s+much|\s+a\s+lot)?|[Tt]hank\s+you(?:\s+so\s+much)?|[Tt]hx|[Cc]heers|[Bb]est|[Ll]ove|[Xx]o)(?:[,!]?\s+|\s*[—–-]\s*)(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{Ll}'’]*(?:-[\p{L}'’]+)?(?:\s+\p{Lu}[\p{Ll}'’-]*)?)[.!]?$/u;

// "…didn't want you to miss that window. 😊 – Carla": a text signed with a dash at the end of its last line
const DASH_SIGNED = /(?<=[.!?)]|\p{Extended_Pictographic}\uFE0F?)\s+([–—-]\s?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)$/u;
const SIGNED_LAST = /(?<=[.!?]\s+)((?:[\p{L}\d]+\s+){0,3}?[\p{L}\d]+,\s+(\p{Lu}[\p{Ll}'’-]+))[.!]?$/u;

// (and the greetings of other languages that English texts open with: "Hola Kate, I need to tell you…")
// ("Respected Sir/Madam,": the formal greeting of Indian English)
const OWN_HELLO_LINE_STOP = new RegExp(String.raw`(?<=^(?:${OTHER_GREETINGS})\b[^.?!\n]{0,60})\.$`, 'iu');
const OWN_LANGUAGE_HELLO = new RegExp(String.raw`^(${OTHER_GREETINGS})(?:\s+((?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+))?\.\s+(?=\p{Lu})`, 'iu');
const GREETING_WORDS = String.raw`(?:hi|hello|hey|hiya|dear|respected|good\s+(?:morning|afternoon|evening|day)|greetings|to|${OTHER_GREETINGS})`;
const GREETING_WORD_ONLY = new RegExp(String.raw`^(?:hi|hey|hello|hiya|dear|${OTHER_GREETINGS})$`, 'i');
// "Dr. Feldman and the Cedar Hollow Animal Clinic billing team,": a greeting to people by their team (with its comma)
const TEAM_GREETING = String.raw`^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(?:[\p{Lu}][\p{L}'’-]*\s+){0,3}(?:(?:and|&)\s+)?(?:the\s+)?(?:[\p{Lu}][\p{L}'’&-]*\s+){0,6}(?:(?:billing|support|customer\s+service|front\s+desk|management|leasing|admissions|accounts|claims|HR|sales)\s+)?(?:team|department|staff|office|committee|board|crew)\s*,$`;
// (…and a hello of the sender's own language before a title: "Kaixo Mr. Whitford,", "Bon dia Mr. Hartley,"; "Mr. and Mrs. Hollis,")
const GREETING_LINE = new RegExp(String.raw`^(?:${GREETING_WORDS}\b(?:[^.?!\n]|(?<=\b(?:Mr|Mrs|Ms|Dr|Prof|St))\.){0,80}|(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[\p{Lu}][\p{L}'’-]*(?:,?\s+(?:and|&)?\s*(?:(?:Mr|Mrs|Ms|Dr|Prof)\.\s*)?[\p{Lu}][\p{L}'’-]*){0,3})(?:[,:!]|\s+[—–-])?$|${TEAM_GREETING}`, 'iu');
// ("Margaret (Peggy) Daugherty": a name with the one it goes by in brackets)
const NAME_LIKE = /^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?(?:\p{Lu}\.\s*){0,2}[\p{Lu}][\p{L}'’-]*(?:\s+\([\p{Lu}][\p{L}'’-]*\))?(?:\s+(?:and|&)?\s*[\p{Lu}](?:\.|[\p{L}'’-]*)){0,3}$/u;
// ("Ndini wenyu,⏎Tatenda Mhlanga", "Sulpayki,⏎Nilda Huamán Ccori": a valediction in the sender's own language is a word or
// two and a comma, alone at the head of the last paragraph, over the name)
// ("'Ofa atu,⏎Sione Taufa": a word may open on the glottal stop, written as an apostrophe)
const OWN_VALEDICTION = /^['’ʻ]?\p{L}[\p{L}'’ʻ]*(?:\s+['’ʻ]?\p{L}[\p{L}'’ʻ]*){0,2},$/u;
// A line that opens on a greeting ("Hello Mr Carter. I ask you since three weeks…" goes on after it)
const GREETING_START = new RegExp(`^${GREETING_WORDS}\\b`, 'i');
// ("Hello Sanjay ji, this is Bikash…": a name with the honorific after it, which stays with it; "hey Brooke! 😊 just bumping
// this again": the smile is the greeting's, and goes with it)
const INLINE_GREETING = new RegExp(String.raw`^(${GREETING_WORDS})(?:\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[\p{L}'’-]+(?:\s+(?:and|&)\s+[\p{L}'’-]+)?(?:\s+(?:ji|san|sama|saab|sahib|bhai|didi|jan))?))?\s*[,!]\s+(?:\p{Extended_Pictographic}\uFE0F?\s+)?(?=\S)`, 'iu');
// ("Thank you krub,": a thanks with the polite particle of a Thai writer, a Filipino's "po", a Hindi speaker's "ji")
// ("Baie dankie,⏎Gerrit van der Merwe": a thanks in the sender's language, OTHER_THANKS, signs off too — the name and address under
// it had been read as sentences of the body)
// ("Thanks, and take care,": two sign-offs said as one — it had been read as a line of the signature, under a valediction of the voice's)
export const VALEDICTION = new RegExp(
  String.raw`^(?:(?:sincerely|regards|best|cheers|yours|respectfully|honestly|truly|utterly|thoroughly|completely|very|deeply|extremely)\s+(?:annoyed|frustrated|angry|disappointed|disgusted|appalled|exhausted|tired|fed\s+up|unimpressed|done)|(?:thanks|thank\s+you)\s+(?:krub|khrap|khrub|krap|ka|kha|po|ji)|thanks|thank\s+you|many\s+thanks|thanks\s+(?:so\s+much|again|a\s+lot|in\s+advance|a\s+million)|thank\s+you\s+(?:again|so\s+much|very\s+much|in\s+advance|kindly)|(?:many\s+)?thanks\s+kindly|with\s+many\s+thanks|best|best\s+regards|best\s+wishes|regards|kind\s+regards|warm\s+regards|warmest(?:\s+regards)?|warmly|sincerely|yours(?:\s+truly|\s+sincerely)?|cheers|love(?:\s+you|\s+ya|\s+always)?|much\s+love|lots\s+of\s+love|take\s+care|${OTHER_THANKS}|(?:thanks|thank\s+you|cheers),?\s+(?:and|&)\s+(?:take\s+care|all\s+the\s+best|best\s+wishes)|take\s+care,?\s+(?:and|&)\s+thanks|respectfully|with\s+(?:(?:deep|great|all\s+due)\s+)?respect|with\s+(?:kind|best|warm)\s+regards|yours\s+faithfully|all\s+the\s+best|talk\s+soon|speak\s+soon|see\s+you\s+soon|xo+|xx+|with\s+(?:thanks|love|gratitude)|gratefully|cordially|thanking\s+you(?:\s+in\s+anticipation)?|with\s+(?:\w+\s+)?(?:greetings|regards|wishes)|att\.?|atenciosamente|saludos|un\s+saludo|cordialement|(?:thanks|thank\s+you)\s*(?:and|&)\s*(?:(?:best|kind|warm)\s+)?regards|(?:thanks|thank\s+you)(?:\s+(?:so|very)\s+much|\s+in\s+advance)?\s+for\s+[\w\s'’]{2,50}(?=,$)|(?:thanks|cheers|love|best|talk\s+soon)\s+(?:mate|man|dude|bro|babe|hun|all|everyone|guys|heaps|again|so\s+much|x+)(?=[,!]?$)|hugs|(?:best\s+of\s+luck|good\s+luck)(?:\s+with\s+[\w\s'’-]{2,40})?(?=,$)|(?:(?:best|kind|warm|many)\s+)?greetings|your\s+(?:sister|brother|son|daughter|mom|mum|dad|friend|neighbou?r|roommate|tenant|cousin|wife|husband|partner|colleague)|(?:still\s+)?your\s+(?:loving\s+)?\w+(?:,\s+[^,.!?]{3,70}(?=,$))?)(?:\s*\([^)]{0,20}\))?(?:\s*(?:\uD83D[\uDE00-\uDE4F]|\uD83D[\uDC4D\uDC4F]|\u2764)\uFE0F?)?\s*(?:[,.]|!{1,3})?$`,
  'i',
);
// Capitalised words that start a message after "hey" and are not a name.
const STARTER_WORDS = /^(?:I['’](?:ve|m|d|ll)|Just|So|Ok|Okay|Quick|Sorry|Thanks|Thank|Um|Umm|Listen|Look|Guys|There|All|Everyone|Again|Team|Hope|Can|Could|Would|Will|Do|Did|Does|Are|Is|Was|Were|What|Why|How|When|Where|Who|The|My|Your|Our|This|That|It|Its|We|You|He|She|They|Please|Pls|Not|No|Yes|Yeah|Real|Really|Seriously|Honestly|Well|Also|And|But|Random|Sup|Happy|Good|Morning|Again|Babe|Bro|Dude|Man|Mate|Love|Hun|Honey|Sweetie)$/;
const LIST_MARKER = /^(\s*(?:[-*•–]|\d{1,2}[.)]|\(?[a-z0-9]\))\s+)/i;
const HEADER_LINE = /^(?:subject|re|to|from|cc|bcc|date|claim\s+number|policy\s+number|order\s+number|account\s+number|case\s+number|reference|ref|ticket)\s*(?:#|no\.?)?\s*:\s*\S/i;

// "Unbelievably done with you,⏎Teresa Vaughn": a sign-off of the writer's own making, over the name
/** What a sign-off says of the writer when it is the draft's last jab ("Honestly disgusted,", "Sick of the runaround,"). */
export const JAB_FEELINGS = String.raw`done|annoyed|frustrated|angry|furious|fed\s+up|sick\s+of|disappointed|disgusted|appalled|exhausted|livid|tired|over\s+it|unimpressed`;
const OWN_JAB_VALEDICTION = new RegExp(String.raw`^(?=(?:\S+\s+){0,5}\S+$)[\p{L}'’ ]{0,50}\b(?:${JAB_FEELINGS})\b[\p{L}'’ ]{0,30},$`, 'iu');

function isSignatureLine(line: string): boolean {
  const text = line.trim();
  if (text.length === 0 || text.length > 60) return false;
  // ("42 Maple Crest Dr.": an address may end on its abbreviation's full stop)
  if (/[.?!]$/.test(text) && !/\b(?:Jr|Sr|Inc|Ltd|Co)\.$/.test(text) && !(CONTACT_LINE.test(text) && /\b(?:St|Ave|Rd|Ln|Dr|Blvd|Ct)\.$/.test(text))) return false;
  // "- Sam", "- Frances Wu, Owner" (a name, and perhaps a role after a comma)
  if (/^[-–—]\s*\p{Lu}/u.test(text) && NAME_LIKE.test(text.replace(/^[-–—]\s*/, '').replace(/,\s*[\p{L}&.'’ -]{2,40}$/u, ''))) return true;
  if (LIST_MARKER.test(text) && !/^\(\d{3}\)/.test(text)) return false;
  // "parent of Tobi Okoye (2nd grade, Room 12)": who the sender is, under the name
  if (/^(?:proud\s+)?(?:parent|mother|mom|mum|father|dad|guardian|grandparent|grandmother|grandfather)\s+(?:of|to)\s+\p{Lu}/iu.test(text)) return true;
  if (text.split(/\s+/).length > 7) return false;
  if (/^[-–—]\s*\p{Lu}/u.test(text)) return true; // "— Sam Ortiz, Ortiz Design"
  // An email address or a web address on a line of its own ("leah@morenocreative.co"), however it is cased
  // (and with an extension or a phone number after it: "ncastellanos@brightwell.co | ext. 4417")
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:\s*[|•·,/]\s*[^|•·]{1,30})?$|^(?:https?:\/\/|www\.)\S+$/i.test(text)) return true;
  // ("The Low Tides", "The Green Bean Co": a band's or a firm's name may open on "The", every word of it capitalised)
  if (/^The(?:\s+[\p{Lu}\d][\p{L}\d'’&.-]*){1,5}$/u.test(text)) return true;
  // ("ext. 4412": a phone extension under the name)
  if (EXTENSION_LINE.test(text)) return true;
  // A name, a company, an address or a phone number; not a sentence fragment.
  // ("#14 Birchwood Ct": a house number may open on its "#")
  // (a word is whole by letters of any script: "Iñaki" holds no "I")
  return /^['’ʻ]?[\p{Lu}\d(+]|^#\d/u.test(text) && !/(?<![\p{L}\d])(?:is|are|was|were|am|will|can|please|you|we|i|i'm|my|the)(?![\p{L}\d])/iu.test(text.replace(/^[^,]*,\s*/, ''));
}

/** Whether a draft reads as an email (greeting line, sign-off, or long with paragraphs). */
function inferChannel(shape: Omit<DraftShape, 'channel'>, draft: string): Channel {
  if (shape.greeting || shape.valediction) return 'email';
  if (shape.signature.length > 0 && shape.paragraphs.length >= 2) return 'email';
  if (shape.header.length > 0) return 'email';
  if (draft.length > 700 && shape.paragraphs.length >= 3) return 'email';
  return 'text';
}

// Lines under a name that are how to reach the sender: a phone number, an email address, a unit or an address.
// "ext. 4412", "x4412": a phone extension on a line of its own
const EXTENSION_LINE = /^(?:ext\.?|x)\s*\d{2,6}$/i;
// "Senior Mechanical Engineer, Fluid Systems", "Owner, Bright Paws": a role under a full name, every word of it capitalised
// (or a small joining word)
const ROLE_LINE = /^\p{Lu}[\p{L}'’&.-]*(?:,?\s+(?:(?:of|and|for|the|at|&)\s+)?[\p{Lu}\d][\p{L}\d'’&.-]*){0,6}$/u;
const FULL_NAME = /^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$/u;
const CONTACT_LINE = /^(?:\+?[\d\s().-]{7,}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:Unit|Apt\.?|Apartment|Suite|Flat|Room)\s+\w+|(?:(?:Unit|Apt\.?|Apartment|Suite|Flat)\s+\w+,?\s+)?#?\d+\s+\p{Lu}[\p{L}\s.]+(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Lane|Ln\.?|Drive|Dr\.?|Boulevard|Blvd\.?|Court|Ct\.?|Way)(?:,.*)?)$/u;

export function parseDraft(raw: string): DraftShape {
  const lines = raw.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '').trim().split('\n');
  let first = 0;
  let last = lines.length - 1;

  const header: string[] = [];
  while (first <= last && (HEADER_LINE.test(lines[first]!) || (header.length > 0 && lines[first]!.trim() === '' && first < last))) {
    if (lines[first]!.trim() !== '') header.push(lines[first]!.trim());
    first++;
  }

  let greeting: string | null = null;
  // ("Isänme, Ruslan.": a hello in the sender's own language may end its line with a full stop)
  const firstLine = (lines[first]?.trim() ?? '').replace(OWN_HELLO_LINE_STOP, ',');
  const nextLine = lines[first + 1];
  if (first < last && firstLine.length <= 90 && GREETING_LINE.test(firstLine) && (nextLine === undefined || nextLine.trim() === '' || /[,:]$/.test(firstLine))) {
    // A bare name only counts with a comma ("Sam,"), a greeting word with anything.
    if (GREETING_START.test(firstLine) || /(?:,|\s[—–-])$/.test(firstLine)) {
      greeting = firstLine.replace(/\s+[—–-]$/, ',');
      first++;
    }
  }

  // "…Sunday too, I assume? - Tom": a name signed with a dash at the end of the last line is the sender, on a line of
  // its own (never the one greeted)
  // ("Hello Mr Carter. … I cannot wait more. Camille": under a greeting, a first name the last line ends on, with no dash,
  // is the sender's too — it had gone as an addressed name, and every voice lost it)
  const signedOn = /^(.*[.?!])\s+([-–—]\s*\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?)$/u.exec(lines[last]!.trim()) ?? (greeting !== null || GREETING_START.test(lines[first]?.trim() ?? '') ? /^(.{40,}[.?!])\s+(\p{Lu}[\p{Ll}'’-]{2,})$/u.exec(lines[last]!.trim()) : null);
  if (signedOn && last >= first && !STARTER_WORDS.test(signedOn[2]!.replace(/^[-–—]\s*/, ''))) {
    lines.splice(last, 1, signedOn[1]!, signedOn[2]!);
    last++;
  }

  // "…still doesn't work. Thanks,⏎Liz": the valediction typed at the end of the last sentence goes on a line of its own
  const typedOn = last > first ? /^(.*[.?!])\s+((?:thanks|thank\s+you|cheers|best|regards|(?:best|kind|warm)\s+regards)(?:\s+so\s+much)?,)$/i.exec(lines[last - 1]!.trim()) : null;
  if (typedOn && isSignatureLine(lines[last]!) && NAME_LIKE.test(lines[last]!.trim())) {
    lines.splice(last - 1, 1, typedOn[1]!, typedOn[2]!);
    last++;
  }

  // ("- Megan⏎⏎> On Apr 3, Tara Quinlan wrote:⏎> Okay fam!!…": the message the reply quotes, under its sign-off, is set aside
  // and goes back under the voice's — the signature above it had been read as a line of the body, "(Megan)" under the message)
  const trailer: string[] = [];
  let quoted = last + 1;
  while (quoted - 1 > first && /^\s*>/.test(lines[quoted - 1]!)) quoted--;
  // ("On Mon, Apr 3, Tara wrote:" over the quoted lines, itself unquoted)
  if (quoted <= last && quoted - 1 > first && /^\s*On\s.{4,160}\bwrote:\s*$/.test(lines[quoted - 1]!)) quoted--;
  if (quoted <= last && lines[quoted - 1]!.trim() === '' && /^\s*>?\s*On\s.{4,160}\bwrote:\s*$/.test(lines[quoted]!) && quoted - 2 > first) {
    trailer.push(...lines.slice(quoted, last + 1).map((line) => line.trimEnd()));
    last = quoted - 2;
  }
  // ("Sam Whitcomb⏎Unit 12…⏎⏎---": a rule left at the end, once the note to the machine under it went, closes nothing)
  while (last > first && (/^\s*(?:[-_*=~]\s*){3,}$/.test(lines[last]!) || lines[last]!.trim() === '')) last--;
  // Sign-off: trailing signature lines, optionally under a valediction ("Thanks,\nHannah").
  let valediction: string | null = null;
  const signature: string[] = [];
  let cursor = last;
  const trailing: string[] = [];
  while (cursor > first && isSignatureLine(lines[cursor]!) && !VALEDICTION.test(lines[cursor]!.trim()) && !OWN_JAB_VALEDICTION.test(lines[cursor]!.trim()) && trailing.length < 4) {
    trailing.unshift(lines[cursor]!.trim());
    cursor--;
  }
  const above = lines[cursor]?.trim() ?? '';
  const ownJab = trailing.length > 0 && OWN_JAB_VALEDICTION.test(above) && NAME_LIKE.test(trailing[0]!);
  if (trailing.length >= 2 && cursor >= first && above === '' && OWN_VALEDICTION.test(trailing[0]!) && !GREETING_START.test(trailing[0]!) && !STARTER_WORDS.test(trailing[0]!.slice(0, -1)) && NAME_LIKE.test(trailing[1]!)) {
    valediction = trailing.shift()!;
    signature.push(...trailing);
    last = cursor;
  } else if (cursor > first - 1 && (VALEDICTION.test(above) || ownJab) && cursor >= first) {
    valediction = above;
    signature.push(...trailing);
    last = cursor - 1;
  } else if (trailing.length > 0 && cursor >= first && (lines[cursor]!.trim() === '' || /^[-–—]\s*\S/.test(trailing[0]!) || ((trailing.length === 1 || trailing.slice(1).every((line) => CONTACT_LINE.test(line) || EXTENSION_LINE.test(line) || (FULL_NAME.test(trailing[0]!) && ROLE_LINE.test(line)))) && /[.?!]['’"”)]?$/.test(above) && /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?$/u.test(trailing[0]!))) && NAME_LIKE.test(trailing[0]!.replace(/^[-–—]\s*/, '').replace(/\s*\([^()]{1,40}\)$/, '').replace(/,.*$/, ''))) {
    // A name alone in the last paragraph ("\n\nJess", "Jen (the blue house, #22)": the bracket before any comma in it),
    // signed with a dash under the last line ("- Dana"), or
    // a name alone under the last sentence ("…Is not a joke.\nPaula"), perhaps with a phone number under it.
    signature.push(...trailing);
    last = cursor;
  }
  while (last >= first && lines[last]!.trim() === '') last--;

  const paragraphs: BodyLine[][] = [];
  let current: BodyLine[] = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push(current);
      current = [];
      continue;
    }
    const marker = LIST_MARKER.exec(line)?.[1] ?? '';
    current.push({ marker: marker.trim() ? `${marker.trim()} ` : '', text: line.slice(marker.length).trim() });
  }
  if (current.length > 0) paragraphs.push(current);

  let inlineGreeting: DraftShape['inlineGreeting'] = null;
  const opening = paragraphs[0]?.[0];
  if (!greeting && opening && !opening.marker) {
    // ("Håfa adai. So you not coming to the fiesta…": a hello in the sender's language said as a sentence of its own)
    const inline = INLINE_GREETING.exec(opening.text);
    const match = inline ?? OWN_LANGUAGE_HELLO.exec(opening.text);
    if (match) {
      // "To recap, …" is no greeting: after "To" the name must look like one (a capital).
      const toWord = /^to$/i.test(match[1]!) && !/^\p{Lu}/u.test(match[2] ?? '');
      const name = match[2] && !toWord && !/^(?:so|there|all|guys|everyone|again|just|ok|okay|quick|team)$/i.test(match[2]) ? match[2] : null;
      if (name || GREETING_WORD_ONLY.test(match[1]!)) {
        const rest = name ? opening.text.slice(match[0].length) : opening.text.slice(match[1]!.length).replace(/^\s*[,!.]?\s*/, '');
        // (said as a sentence of its own, the hello is the sender's to say in every voice: "Tashi delek Dorje.")
        inlineGreeting = inline ? { word: match[1]!, name } : { word: match[1]!, name, own: true };
        opening.text = rest;
      }
    } else if (/^(?:Mom|Mum|Mommy|Mama|Dad|Daddy|Papa|Grandma|Grandpa|Nana|Babe|Honey)[.!,]\s+(?=\S)/.test(opening.text)) {
      // "Mom. I asked you…": the word alone is who the text is for
      const word = /^\w+/.exec(opening.text)![0];
      inlineGreeting = { word: '', name: word };
      opening.text = opening.text.slice(word.length + 1).trimStart();
    } else {
      const bare = /^(?:hey|hi|hello)\s+(?:so\s+)?/i.exec(opening.text);
      // ("yo @admin_Vex why tf did u DQ our team…": a chat handle straight after the greeting, then words to them, is who it
      // is for; not "@ref team this is the captain…")
      const handle = /^(?:hey|hi|hello|yo)\s+(@[\w.-]+)\s+(?=(?:why|what|how|where|when|who|you|u|ur|your|we|i|im|did|do|does|can|could|would|will|please|pls|stop|so|just|is|are)\b)/i.exec(opening.text);
      if (handle) {
        inlineGreeting = { word: /^\w+/.exec(handle[0])![0], name: handle[1]! };
        opening.text = opening.text.slice(handle[0].length);
      } else if (bare && !/^(?:hey|hi|hello)\s+(?:there|guys)\b/i.test(opening.text)) {
        // "hey Priyanka the bathroom fan…": a capitalised word straight after the greeting, then the message, is who
        // it is for (not "Hi I…", "Hey Just wanted…", "Hey So…")
        const named = /^(\p{Lu}[\p{Ll}'’-]+)\s+(?=\p{Ll})/u.exec(opening.text.slice(bare[0].length));
        const name = named && !STARTER_WORDS.test(named[1]!) ? named[1]! : null;
        inlineGreeting = { word: bare[0].trim().split(/\s+/)[0]!, name };
        opening.text = opening.text.slice(bare[0].length + (named && name ? named[0].length : 0));
      }
    }
  }

  let closing: string | null = null;
  const lastLine = paragraphs.at(-1)?.at(-1);
  if (!valediction && signature.length === 0 && lastLine && !lastLine.marker) {
    const match = INLINE_CLOSING.exec(lastLine.text);
    // "Hello Mr Davies, the heater… Flat 5, Kemal": after a hello to someone by name, a short last sentence ending in
    // another name is who wrote it (signed, not said to Kemal)
    const signed = match || !inlineGreeting?.name ? null : SIGNED_LAST.exec(lastLine.text);
    if (match) {
      closing = match[1]!.charAt(0).toUpperCase() + match[1]!.slice(1);
      lastLine.text = lastLine.text.slice(0, match.index).trimEnd();
    } else if (signed && !inlineGreeting!.name!.split(/\s+/).includes(signed[2]!)) {
      closing = signed[1]!;
      lastLine.text = lastLine.text.slice(0, signed.index).trimEnd();
    } else {
      const dashed = DASH_SIGNED.exec(lastLine.text);
      if (dashed && NAME_LIKE.test(dashed[1]!.replace(/^[–—-]\s?/, ''))) {
        closing = dashed[1]!;
        lastLine.text = lastLine.text.slice(0, dashed.index).trimEnd();
      }
    }
  }

  const shape = { header, greeting, inlineGreeting, paragraphs, valediction, signature, trailer, closing };
  return { ...shape, channel: inferChannel(shape, raw) };
}
