// Channel framing: a text gets at most a short greeting with the person's name and no sign-off; an
// email keeps its greeting line, its valediction and its signature.
import type { Tone } from '../../../shared/rewrite.ts';
import { OTHER_GREETINGS } from '../../../shared/analysis/lexicon.ts';
import { JAB_FEELINGS } from './structure.ts';
import type { DraftShape } from './structure.ts';
import type { Group } from './voices.ts';

const ENDEARMENTS = /^(?:love|babe|baby|hon|honey|sweetie|sweetheart|darling)$/i;
const FORMAL: readonly Group[] = ['work', 'business', 'neutral'];

/** "Jordan, " / "Hey Jordan, " / "Hi Jordan, " before a text's first sentence. */
export function textGreeting(tone: Tone, group: Group, name: string | null, hadGreeting: boolean, ownHello = ''): string {
  const formal = FORMAL.includes(group);
  // A hello in the sender's own language, said as a sentence of its own, is theirs to say in every voice ("Tashi delek Dorje,
  // why you change my momo recipe…", "Håfa adai. So you not coming…": it had been "Hi Dorje," and nothing)
  if (ownHello) return name && !ENDEARMENTS.test(name) ? `${ownHello} ${name}, ` : `${ownHello}. `;
  if (name && ENDEARMENTS.test(name)) return tone === 'sassy' ? `Hey ${name.toLowerCase()}, ` : `${tone === 'soft' ? 'Hi' : 'Hey'} ${name.toLowerCase()}, `;
  if (name) {
    if (/^(?:Mr|Mrs|Ms|Dr|Prof)\b/.test(name) || (formal && tone !== 'sassy')) return `Hi ${name}, `;
    if (tone === 'sassy') return /^\p{Ll}/u.test(name) ? `Hey ${name}, ` : `${name}, `;
    return tone === 'chill' ? `Hey ${name}, ` : `Hi ${name}, `;
  }
  // Chill opens a text casually even when the draft did not greet anyone.
  if (tone === 'chill') return formal ? 'Hi, ' : 'Hey, ';
  if (!hadGreeting || tone === 'sassy') return '';
  return formal ? 'Hi, ' : 'Hey, ';
}

// (…and words before a title, a hello in the sender's own language: "Kaixo Mr. Whitford,", "Mālō e lelei Mr. Whitmore,")
const GREETED = new RegExp(String.raw`^(?:hi|hello|hey|hiya|dear|good|greetings|to|${OTHER_GREETINGS})\b|^\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){0,2}\s+(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+\p{Lu}`, 'iu');

const WHOEVER_READS = /^to\s+whoever\s+(?:(?:actually|even|really)\s+)?(?:reads|is\s+(?:(?:actually|even|really)\s+)?reading|checks|gets|opens|answers)\s+(?:these|this|my\s+emails?|the\s+emails?|this\s+inbox)\s+(?:at|in|for)\s+(.+?)\s*[,:]?$/i;
// "To whoever actually reads the CarePoint Pharmacy inbox," → "To the CarePoint Pharmacy team,"
const WHOEVER_IN_CHARGE = /^to\s+whoever\s+(?:is\s+)?(?:(?:actually|even|really)\s+)?in\s+charge\s+at\s+(.+?)\s*[,:]?$/i;
const WHOEVER_READS_INBOX = /^to\s+whoever\s+(?:actually\s+|even\s+)?(?:reads|is\s+reading|checks|answers)\s+the\s+(.+?)\s+(?:inbox|emails?|mailbox)\s*[,:]?$/i;

/** The greeting line of an email, in the draft's own words when it had one. */
export function emailGreeting(tone: Tone, group: Group, shape: DraftShape, name: string | null): string {
  // "To whoever actually reads these," (or "…is actually reading these,") is the draft's first jab: a plain greeting instead ("To whoever reads these at
  // FlexNation Fitness,": the business it names)
  const business = shape.greeting ? WHOEVER_READS.exec(shape.greeting)?.[1] : undefined;
  const inbox = shape.greeting ? WHOEVER_READS_INBOX.exec(shape.greeting)?.[1] : undefined;
  // ("To whoever is actually in charge at HomeMax Appliances," → "To the team at HomeMax Appliances,")
  const inCharge = shape.greeting ? WHOEVER_IN_CHARGE.exec(shape.greeting)?.[1] : undefined;
  let own = business ? `To ${business.trim()},` : inbox ? `To the ${inbox.trim()} team,` : inCharge ? `To the team at ${inCharge.trim()},` : shape.greeting && /^to\s+who(?:m)?ever\s+(?:(?:is|are)\s+)?(?:actually|even|really|still|bothers?)\b/i.test(shape.greeting) ? null : shape.greeting;
  // "Respected Professor Whitman sir," (the formal greeting of a learner's letter) → "Dear Professor Whitman,"
  const respected = own ? /^respected\s+(.*?)\s*(?:\b(sir|madam|ma['’]?am))?\s*[,:]?$/i.exec(own.trim()) : null;
  // ("Respected Sir/Madam," → "Dear Sir or Madam,")
  if (respected) own = /^sir\s*(?:\/|or)\s*madam$/i.test(`${respected[1]}${respected[2] ?? ''}`.replace(/\s+/g, ' ').trim()) ? 'Dear Sir or Madam,' : `Dear ${respected[1] || (respected[2] ? respected[2].charAt(0).toUpperCase() + respected[2].slice(1).toLowerCase() : 'Sir or Madam')},`;
  if (own) {
    const trimmed = own.trim();
    // A bare name ("Sam,") reads curt; the warmer voices add a "Hi".
    if (!GREETED.test(trimmed) && tone !== 'sassy') return `Hi ${trimmed.replace(/[,:!]?$/, ',')}`;
    const line = /[,:!]$/.test(trimmed) ? trimmed.replace(/!$/, ',') : `${trimmed},`;
    // Chill relaxes a first-name "Hi" to "Hey" for people it knows; titles and businesses keep theirs.
    if (tone === 'chill' && group !== 'business' && group !== 'neutral' && /^Hi\s+\p{Lu}[\p{L}'’-]+(?:\s+and\s+\p{Lu}[\p{L}'’-]+)?,$/u.test(line) && !/^Hi\s+(?:Mr|Mrs|Ms|Dr|Prof)\b/.test(line)) return line.replace(/^Hi\b/, 'Hey');
    // (…and a bare "Hello," to a company is Chill's "Hi,")
    if (tone === 'chill' && /^(?:Hello|Hi\s+there|Hello\s+there),$/.test(line)) return 'Hi,';
    return line;
  }
  if (name) return /^(?:Mr|Mrs|Ms|Dr|Prof)\b/.test(name) ? `Dear ${name},` : `Hi ${name},`;
  return FORMAL.includes(group) ? 'Hello,' : 'Hi,';
}

const JAB_VALEDICTION_WORDS = new RegExp(String.raw`\b(?:${JAB_FEELINGS}|pissed|unfriendly|unkind|no|not)\b`, 'i');

/** A valediction that is the draft's last jab ("Sincerely annoyed,", "Honestly disgusted,", "Thanks for nothing,"). */
export function isJabValediction(valediction: string): boolean {
  // ("Thanks in advance for following the law this time,")
  return JAB_VALEDICTION_WORDS.test(valediction) || /\b[A-Z]{2,}\b|\bfor\s+nothing\b|\bthis\s+time\b|['‘"“]/.test(valediction);
}

/** The valediction and signature of an email ('' when the draft had neither). */
export function emailSignOff(tone: Tone, group: Group, shape: DraftShape): string {
  // ("Your brother, apparently the only one with a memory," signs as "Your brother,")
  // ("Warm regards 🙂,": an emoji in the valediction goes; after a complaint a smile there is the last jab)
  let valediction = shape.valediction?.replace(/\s*(?:\uD83D[\uDE00-\uDE4F]|\uD83D[\uDC4D\uDC4F]|\u2764)\uFE0F?/g, '').replace(/\s*\([^)]*\)/, '').replace(/^((?:still\s+)?your\s+(?:loving\s+)?\w+),.+$/i, '$1,').replace(/\s+([,!.])$/, '$1').trim() ?? null;
  // ("Sincerely annoyed," is the draft's last jab: the voice's own valediction instead)
  // ("Thanks SO much for all your help," and "Thanks for nothing," say it with an eye-roll: the same)
  if (valediction && isJabValediction(valediction)) valediction = null;
  if (valediction && !/[,!.]$/.test(valediction)) valediction += ',';
  if (valediction && /!$/.test(valediction)) valediction = valediction.replace(/!+$/, ','); // ("Thanks so much!!")
  // ("Thanks a lot," under a polite email is meant, but read alone it is the sarcastic "thanks a lot": "Thanks so much,")
  if (valediction) valediction = valediction.replace(/^Thanks\s+a\s+lot,$/i, 'Thanks so much,');
  // (Chill says "Thank you for your help," as "Thanks for your help,")
  // ("Thanks so much," and "Many thanks," are its plain "Thanks,")
  if (valediction && tone === 'chill') valediction = valediction.replace(/^Thank\s+you\s+(?=for\b)/, 'Thanks ').replace(/^(?:Thank\s+you(?:\s+very\s+much|\s+so\s+much)?|Thanks\s+so\s+much|Many\s+thanks),$/, 'Thanks,');
  // "- Dana" is a sign-off already: a valediction above it would read twice.
  if (!valediction && /^[-–—]\s*\S/.test(shape.signature[0] ?? '')) return shape.signature.join('\n');
  // A valediction of our own needs a name under it: "Best," with nothing after it reads as a message cut off.
  if (!valediction && shape.signature.length === 0) return '';
  if (!valediction) {
    if (tone === 'sassy') valediction = 'Best,';
    else if (tone === 'chill') valediction = 'Thanks,';
    // (Soft's closing line already thanks them: "Thank you," under it would say it a third time)
    else valediction = group === 'close' || group === 'personal' ? 'Love,' : group === 'ex' ? 'Take care,' : 'Kind regards,';
  }
  return [valediction, ...shape.signature].join('\n');
}

// Chill's second try, for an email that read like the draft or another voice, greets and signs off as a relaxed email does.
/** "Dear Mr. Whitfield," → "Hi Mr. Whitfield," (not "Dear Sir or Madam," or "Dear Hiring Team,"). */
export function relaxedGreeting(line: string): string {
  return line.replace(/^Dear\s+(?!Sir\b|Madam\b|Sir\s+or\b|Hiring\b|Team\b|Customer\b|All\b)(?=\S)/, 'Hi ');
}

const FORMAL_VALEDICTION = /^(?:(?:yours\s+)?sincerely|(?:best|kind|warm|warmest|many)\s+regards|regards|respectfully(?:\s+yours)?|yours\s+(?:truly|faithfully)|with\s+(?:thanks|appreciation|gratitude)|best\s+wishes),$/i;

/** "Sincerely,⏎Hannah" → "Thanks,⏎Hannah" ("Best," under a last line that already thanks); other sign-offs stay. */
export function relaxedSignOff(signOff: string, thanked: boolean): string {
  const [valediction, ...rest] = signOff.split('\n');
  return rest.length > 0 && FORMAL_VALEDICTION.test(valediction!) ? [thanked ? 'Best,' : 'Thanks,', ...rest].join('\n') : signOff;
}
