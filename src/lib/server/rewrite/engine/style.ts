// The register of each voice, word by word, over the body of the message: Sassy spells words out and
// drops hedges ("I will not", "I do not", the deliberate register of someone who means it), Chill
// contracts and drops intensifiers (how people talk), Soft keeps the draft's own register. Quoted words
// are someone's exact words and are never touched; facts are placeholders by the time this runs.
import type { Channel, Tone } from '../../../shared/rewrite.ts';
import { REFUSAL_KEPT } from './grammar.ts';
import { applyRules, keyGate, ruleMatcher } from './keys.ts';
import type { RuleMatcher } from './keys.ts';

const A = `['’]`;

const EXPAND: Rule[] = [
  [["n't", 'n’t'], new RegExp(String.raw`\b(C|c)an${A}t\b(?!\s+(?:you|he|she|they|we|I|it)\b)`, 'g'), '$1annot'],
  [["n't", 'n’t'], new RegExp(String.raw`\b(W|w)on${A}t\b(?!\s+(?:you|he|she|they|we|I|it)\b)`, 'g'), '$1ill not'],
  [["n't", 'n’t'], new RegExp(String.raw`\b(S|s)han${A}t\b`, 'g'), '$1hall not'],
  // ("Why aren't you sending it?" stays: "why are not you" is nobody's English)
  [["n't", 'n’t'], new RegExp(String.raw`\b(do|does|did|is|are|was|were|have|has|had|would|should|could|must|need)n${A}t\b(?!\s+(?:you|he|she|they|we|I|it)\b)`, 'gi'), '$1 not'],
  [["i'm", 'i’m'], new RegExp(String.raw`\bI${A}m\b`, 'g'), 'I am'],
  [["'ll", '’ll'], new RegExp(String.raw`\b(I|you|we|they|he|she|it|that|You|We|They|He|She|It|That)${A}ll\b`, 'g'), '$1 will'],
  [["'re", '’re'], new RegExp(String.raw`\b(you|we|they|You|We|They)${A}re\b`, 'g'), '$1 are'],
  // ("I've got the dentist" stays: "I have got" is nobody's English)
  [["'ve", '’ve'], new RegExp(String.raw`\b(I|you|we|they|would|could|should|might|must|You|We|They|Would|Could|Should)${A}ve\b(?!\s+got\b)`, 'g'), '$1 have'],
  // "it's been" is "it has been"; otherwise "it is". Only pronouns whose 's is never a possessive.
  [["'s", '’s'], new RegExp(String.raw`\b(it|that|there|here|what|It|That|There|Here|What)${A}s(?=\s+(?:(?:now|already|just|also|never|still|since|only|finally)\s+)?(?:been|got|gotten|had|brought|taken|made|become|come|given|cost|caused|kept|meant|sent|shown|turned|happened|changed|started|stopped|gotten)\b)`, 'g'), '$1 has'],
  // ("It's Nora from 5A" stays: an introduction, not an emphasis)
  [["'s", '’s'], new RegExp(String.raw`\b(it|that|there|here|It|That|There|Here)${A}s\b(?=\s+[\p{L}\d\uE100-\uEFFF])(?!\s+[\uE100-\uEFFF]\s+(?:from|here|again|at)\b)`, 'gu'), '$1 is'],
  // "I'd" is "I would" before these words only ("I'd already paid" is "I had").
  [["'d", '’d'], new RegExp(String.raw`\b(I|we|We|you|You)${A}d(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask|recommend|welcome|consider|think)\b)`, 'g'), '$1 would'],
];

// In a text, Sassy spells out what makes it firm ("I will", "I have asked", "I am not", "I am taking her to my
// mom's", "you are not"), not "I am so tired", "you are late", "we are short", which only read stiff.
// ("you are not listening": before "not", spelled out is firm, not stiff)
const ARE_NOT: Rule = [["'re not", '’re not'], new RegExp(String.raw`\b(you|we|they|You|We|They)${A}re(?=\s+not\b)`, 'g'), '$1 are'];
const EXPAND_FIRM: Rule[] = [
  [["i'm", 'i’m'], new RegExp(String.raw`\bI${A}m(?=\s+(?:not\b|(?:just\s+|now\s+|also\s+)?[a-z]+ing\b))`, 'g'), 'I am'],
  ARE_NOT,
  ...EXPAND.filter(([keys]) => !keys.includes("n't") && !keys.includes("'s") && !keys.includes("i'm") && !keys.includes("'re")),
];

// In an email, Sassy spells out "I am", "I will", "I have" and its negatives ("I do not", "I will not", "cannot"):
// the register of someone who means it. "It's", "that's", "there's", "you're" stay as they are ("That is it." and
// "It is always the same people" read robotic).
const EXPAND_EMAIL: Rule[] = [
  ...EXPAND.filter(([keys]) => !keys.includes("'s") && !keys.includes("'re")),
  // ("That is not acceptable": the same)
  [["'s not", '’s not'], new RegExp(String.raw`\b(it|that|there|It|That|There)${A}s(?=\s+not\b)`, 'g'), '$1 is'],
  ARE_NOT,
];

// Contract only where a contraction is grammatical: never at the end of a clause ("I know who you are."),
// never after a question word ("where it is now").
const NEXT_WORD = String.raw`(?=\s+[\p{L}\d\uE100-\uEFFF$€£#])`;
// …and never where "it" is the object of a preposition ("part of it is the AC").
const NOT_AFTER_WH = String.raw`(?<!\b(?:where|what|who|how|when|why|which|whatever|wherever)\s+(?:\S+\s+)?)(?<!\b(?:of|to|for|with|in|on|at|about|from|by|like|than|after|before|beyond|besides)\s+)`;
const PARTICIPLE = String.raw`(?=\s+(?:already\s+|never\s+|just\s+|not\s+|also\s+|now\s+|since\s+)?(?:been|had|got|gotten|done|seen|sent|told|made|paid|given|taken|written|spoken|left|lost|kept|heard|found|spent|put|said|asked|tried|waited|called|emailed|texted|messaged|booked|covered|checked|used|moved|booked|reached|followed|noticed|received|missed|cancell?ed|finished|started|dealt|gone|come|known|read|raised|explained|offered|agreed|worked|handled|attached|included|submitted|filed|contacted)\b)`;

const CONTRACT_NOT: Rule[] = [
  [['would not'], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would\s+not\b`, 'g'), "$1 wouldn't"],
  [['do not'], /\b(d|D)o\s+not\b/g, "$1on't"],
  [['does not'], /\b(d|D)oes\s+not\b/g, "$1oesn't"],
  [['did not'], /\b(d|D)id\s+not\b/g, "$1idn't"],
  [['is not'], /\b(i|I)s\s+not\b/g, "$1sn't"],
  [['are not'], /\b(a|A)re\s+not\b/g, "$1ren't"],
  [['was not'], /\b(w|W)as\s+not\b/g, "$1asn't"],
  [['were not'], /\b(w|W)ere\s+not\b/g, "$1eren't"],
  [['have not'], /\b(h|H)ave\s+not\b/g, "$1aven't"],
  [['has not'], /\b(h|H)as\s+not\b/g, "$1asn't"],
  [['had not'], /\b(h|H)ad\s+not\b/g, "$1adn't"],
  [['will not'], /\b(w|W)ill\s+not\b/g, "$1on't"],
  [['cannot', 'can not'], /\b(c|C)an\s*not\b/g, "$1an't"],
  [['would not'], /\b(w|W)ould\s+not\b/g, "$1ouldn't"],
  [['should not'], /\b(s|S)hould\s+not\b/g, "$1houldn't"],
  [['could not'], /\b(c|C)ould\s+not\b/g, "$1ouldn't"],
];
const CONTRACT: Rule[] = [
  // (not "here I'm on the new schedule": after "here" or "there" it stays whole)
  // (not in a comparison: "as keen as I am to keep this going", "more than I am")
  [[' am '], new RegExp(String.raw`(?<!\b(?:here|there|Here|There|as|than)\s+)\bI\s+am${NEXT_WORD}`, 'gu'), "I'm"],
  // (not "Ethan and I'll": after "and", "I will" stays)
  // (nor before a clause: "I will if I have to" is never "I'll if I have to")
  [[' will '], new RegExp(String.raw`(?<!\band\s)\b(I|We|we|You|you|They|they|It|it)\s+will${NEXT_WORD}(?!\s+(?:if|when|unless|once|too|though|then)\b)`, 'gu'), "$1'll"],
  [[' would '], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+would(?=\s+(?:like|love|prefer|rather|appreciate|be|have|say|suggest|hate|want|need|expect|ask)\b)`, 'g'), "$1'd"],
  [[' have '], new RegExp(String.raw`\b(I|We|we|You|you|They|they)\s+have${PARTICIPLE}`, 'g'), "$1've"],
  // (nor "So here it is in writing": after "here" or "there", "it is" stays whole)
  // (nor "the only way to fix it is to file…": "it" the object of a verb before "is to", which "it's" would make the subject)
  [['it is', 'that is', 'there is', 'here is', 'what is'], new RegExp(String.raw`${NOT_AFTER_WH}(?<!\b(?:here|there|Here|There)\s+)(?:(?<!\bto\s+[a-z]+\s+)\b(It|it)|\b(That|that|There|there|Here|here|What|what))\s+is${NEXT_WORD}`, 'gu'), "$1$2's"],
  // (not "there you are at Lake Havasu": after "here" or "there", "you are" stays whole, as "I am" does)
  [[' are '], new RegExp(String.raw`${NOT_AFTER_WH}(?<!\b(?:here|there|Here|There)\s+)\b(You|you|We|we|They|they)\s+are${NEXT_WORD}`, 'gu'), "$1're"],
];

// Words that add heat or hedging without adding meaning. Chill leaves them all out; Sassy keeps the
// emphasis of someone who means it ("really", "absolutely") and drops the heat ("literally", "seriously").
const HEATED_WORDS = 'honestly|genuinely|literally|actually|totally|seriously|extremely|incredibly|frankly';
const EMPHASIS_WORDS = 'really|definitely|completely|absolutely|truly';
const INTENSIFIERS = new RegExp(String.raw`\b${REFUSAL_KEPT}(?:${EMPHASIS_WORDS}|${HEATED_WORDS})\s+(?=[\p{L}\uE100-\uEFFF])`, 'giu');
// (Soft keeps "genuinely" and "actually": warmth and a correction, not heat)
const SOFT_HEATED = new RegExp(String.raw`\b(?:${HEATED_WORDS.split('|').filter((word) => word !== 'genuinely' && word !== 'actually').join('|')})\s+(?=[\p{L}\uE100-\uEFFF])`, 'giu');
const HEATED_INTENSIFIERS = new RegExp(String.raw`\b(?:${HEATED_WORDS})\s+(?=[\p{L}\uE100-\uEFFF])`, 'giu');
// (the words themselves are the keys: a line without any of them, most lines, needs no pattern at all)
const HAS_INTENSIFIER = keyGate(`${EMPHASIS_WORDS}|${HEATED_WORDS}`.split('|'), new RegExp(String.raw`\b(?:${EMPHASIS_WORDS}|${HEATED_WORDS})\b`, 'i'));

// Both brisk voices say it in fewer words: "he's able to" → "he can", and one "let me know if that works".
const FEWER_WORDS: Rule[] = [
  [['able to'], /\b(?:is|are|am)\s+able\s+to\b/g, 'can'],
  [['able to'], /(?<=\b(?:he|she|it|they|we|you|I))['’](?:s|re|m)\s+able\s+to\b/g, ' can'],
  // "Please let me know if that works or if you need anything else from me before then." → "Let me know if that works."
  [['let me know if'], /\b(?:[Pp]lease\s+)?(l|L)et\s+me\s+know\s+if\s+(that|this|it)\s+works(?:\s+for\s+you)?,?\s+or\s+if\s+you\s+need\s+anything\s+else[^.?!]*/g, (_m: string, l: string, that: string) => `${l === 'L' || _m.startsWith('P') ? 'L' : 'l'}et me know if ${that} works`],
];

// "just" softens what follows (but "not just" means something): both Chill and Sassy leave it out.
const WITHOUT_JUST: Rule[] = [
  // "It's just that my tuition is due" → "My tuition is due" ("It's that…" would not be English)
  [['just that'], /(?<=^|[.!?]\s+)It(?:['’]s|\s+is)\s+just\s+that\s+(\p{L})/gu, (_m: string, first: string) => (/^I\b/.test(first) ? first : first.toUpperCase())],
  // ("He had just had his appendix out": without it, "had had"; "not just", "Not just the basement", "isn't just", "even just October 5th", "I just miss you", "working, just not on my job": there the "just" is the meaning)
  // (nor "No rush, just want us on the same page": a clause with its "I" left out needs the "just" to stand, nor "never
  // ground, just washed", where it means "only"; nor
  // "Just so we're on the same page:", which without it says they are)
  [['just '], /(?<!\b(?:[Nn]ot|[Ee]ven)\s|n't\s|\b[Hh]ad\s)(?<!(?:^|[,;:—–-])\s*)\bjust\s+(?=[\p{L}\uE100-\uEFFF])(?!(?:miss|love|so)\b)|(?<=(?:^|[,;:—–-])\s*)\bjust\s+(?=[\p{L}\uE100-\uEFFF])(?!(?:miss|love|so|not|want|wanted|need|needed|wanna|trying|checking|asking|saying|wondering|a|an|the|one|some|[a-z]+ed)\b)/gu, ''],
  [['just '], /(?<=^|[.!?]\s+)Just\s+(?!so\s+(?:we|you|I|everyone|there|it)\b)(\p{Ll})/gu, (_m: string, first: string) => first.toUpperCase()],
];

// Chill says it plainly and briefly: everyday words for office ones, no filler, no aside in brackets.
const PLAIN: Rule[] = [
  // (not a bracket written onto its word: "section 4(b)", "friend(s)")
  [['(', ')'], /\s*(?<![\p{L}\d\uE100-\uEFFF])\((?![^)]*[\d\uE100-\uEFFF])[^()\n]{1,80}\)(?=[\s,.;:!?]|$)/gu, ''],
  ...WITHOUT_JUST,
  ...FEWER_WORDS,
  [['happy to'], /(?<=^|[.!?]\s+)I(?:'m|\s+am|\s+would\s+be|'d\s+be)\s+(?:also\s+)?happy\s+to\b/g, 'Happy to'],
  // "Thank you for reaching out…" → "Thanks for reaching out…", as people say it ("Thank you so much" stays)
  [['thank you for'], /\b(T|t)hank\s+you\s+(?=for\b)/g, '$1hanks '],
  // "One small thing when you have time, can you check photo #214?" → "Can you check photo #214?": Chill just asks
  [['one small thing', 'one quick thing', 'one little thing', 'quick question', 'small favor', 'small favour', 'quick favor', 'quick favour'], /(?<=^|[.!?]\s+)(?:one\s+(?:small|quick|little)\s+thing|quick\s+question|(?:small|quick)\s+favou?r)(?:\s+(?:when(?:ever)?\s+you\s+(?:have|get)\s+(?:time|a\s+(?:chance|moment|minute|sec(?:ond)?))|if\s+you\s+(?:have|get)\s+a\s+(?:chance|moment|minute)))?\s*[,:—–-]\s*(?=(?:can|could|would|will)\s+(?:you|someone)\b)(\p{L})/giu, (_m: string, first: string) => first.toUpperCase()],
  // "…for the spring fundraiser committee, I'm honestly flattered." → "…committee.": the feeling tacked on goes
  [['flattered', 'honored', 'honoured', 'touched'], /,\s*(?:and\s+)?I(?:'m|\s+am)\s+(?:honestly\s+|really\s+|truly\s+|so\s+|very\s+)?(?:flattered|honou?red|touched)(?=[.!]*(?:\s|$))/g, ''],
  // "I'm going to have to say no" → "I'll have to say no"
  [['going to have to'], /\bI(?:'m|\s+am)\s+going\s+to\s+have\s+to\b/g, "I'll have to"],
  // "After thinking it over, I've decided…" → "I've decided…": the decision, said plainly
  [['thinking it over', 'thinking about it', 'some thought', 'careful thought', 'careful consideration', 'much thought', 'a lot of thought'], /(?<=^|[.!?]\s+)(?:After|Having\s+given\s+it)\s+(?:thinking\s+(?:it\s+over|about\s+it)|(?:some|careful|much|a\s+lot\s+of)\s+(?:thought|consideration))(?:\s+(?:and|,)\s*[^,]{0,30})?,\s+(?=I\b)/g, ''],
  // "I wanted to ask whether it would be okay if we arrive on the 23rd." → "Would it be okay if we arrive on the 23rd?"
  [['wanted to ask', 'want to ask'], /(?<=^|[.!?]\s+)I\s+(?:just\s+)?(?:wanted|want)\s+to\s+ask\s+(?:whether|if)\s+(it|you|we)\s+(would|could|can|might)\s+([^.?!]+)\./g, (_m: string, subject: string, modal: string, rest: string) => `${modal.charAt(0).toUpperCase()}${modal.slice(1)} ${subject} ${rest}?`],
  // "I'm writing about my September bill" → "Quick note about my September bill"; "Could you please review…" → "Could you
  // review…"
  [['writing'], /(?<=^|[.!?]\s+)I(?:'m|\s+am)\s+writing\s+(?:to\s+you\s+)?(?:about|regarding)\s+(?=(?:my|the|your|our|a|an)\b)/g, 'Quick note about '],
  // (not before "not": "can you not bring your boyfriend" reads as a dig)
  [['you please'], /\b(Could|Can|Would|could|can|would)\s+you\s+please\s+(?=[a-z])(?!not\b)/g, '$1 you '],
  // "Any chance someone could take a look this week?" → "Could someone take a look this week?"
  [['any chance'], /(?<=^|[.!?]\s+)(?:is\s+there\s+)?any\s+chance\s+(?:that\s+)?(you|someone|somebody|we|he|she|they)\s+(?:could|can|might)\s+(?=[^.?!]*\?)/gi, (_m: string, who: string) => `Could ${who.toLowerCase()} `],
  // ("Thank you very much" keeps its "very": "Thank you much" is nobody's English)
  // ("I hear it pretty clearly on calls", "explained it clearly to her": how something is heard or said stays)
  [['basically', 'clearly', 'obviously', 'very '], /\b(?:(?<!\b(?:pretty|quite|very|more|less|as|too|fairly|really|most)\s+)(?:basically|clearly|obviously)(?!\s+(?:on|in|to|at|with|for|from|over|through|enough|and|or|but|as|when|if)\b)|very(?!\s+much\b))\s+(?=[\p{L}\uE100-\uEFFF])/giu, ''],
  // (not "at all times", "at all hours": there it says when)
  [[' at all'], /\s+at\s+all\b(?!\s+(?:times|hours|costs))/g, ''],
  [['every single'], /\bevery\s+single\b/gi, 'every'],
  // "I received" → "I got", but "payment is received" stays (a passive "got" reads wrong)
  [['receive'], /(?<!(?:\b(?:is|are|was|were|be|been|being|not|get|gets|got)|n['’]t)\s+)\breceived\b/g, 'got'],
  [['receive'], /\breceiv(e|ing)\b/g, (_m: string, end: string) => (end === 'e' ? 'get' : 'getting')],
  [['purchased'], /\bpurchased\b/g, 'bought'],
  [['regarding'], /\bregarding\b/g, 'about'],
  // (a fixed phrase stays: "as required by state law"; and so does the passive: "You're legally required to…")
  [['require'], /(?<!\b(?:is|are|was|were|be|been|being|not|as)\s+(?:[a-z]+ly\s+)?|['’](?:re|s|m)\s+(?:[a-z]+ly\s+)?)\brequire(s|d)?\b/g, (_m: string, end = '') => `need${end === 'd' ? 'ed' : end}`],
  [['assist'], /\bassistance\b/g, 'help'],
  // (not "assisted living", a kind of home)
  [['assist'], /\bassist(s|ed|ing)?\b(?!\s+living\b)/g, (_m: string, end = '') => `help${end}`],
  [['immediately'], /\bimmediately\b/g, 'right away'],
  [['prior to'], /\bprior\s+to\b/g, 'before'],
  [['in order to'], /\bin\s+order\s+to\b/g, 'to'],
  [['approximately'], /\bapproximately\b/g, 'about'],
  [['sufficient'], /\bsufficient\b/g, 'enough'],
  [['attempt'], /\battempted\b/g, 'tried'],
  [['attempt'], /\battempt\s+to\b/g, 'try to'],
  [['obtain'], /\bobtain\b/g, 'get'],
  [['utiliz', 'utilis'], /\butili[sz]e\b/g, 'use'],
  [['therefore'], /,?\s*therefore,?\s+/g, ', so '],
  [['however'], /(?<=^|[.!?]\s+)However,\s+(\p{L})/gu, (_m: string, first: string) => `But ${first.toLowerCase()}`],
  [['currently '], /\bcurrently\s+/g, ''],
  [['at this time'], /\bat\s+this\s+time\b/g, 'right now'],
  // (not "the $2,000 you kindly lent me": thanks for what was done, not an ask; and "I kindly ask you to…" is "I ask you to…")
  [['kindly ask', 'kindly request'], /\bI\s+kindly\s+(ask|request)\b/g, 'I $1'],
  [['kindly'], /(?<!\b(?:has|have|had|was|were|is|are|been|very|so|I)\s+)\b(k|K)indly\s+(?!(?:[a-z]+ed|lent|gave|sent|took|made|let|paid|brought|spent|put|left|found|kept)\b)/g, (_m: string, k: string) => (k === 'K' ? 'Please ' : 'please ')],
  [['please be advised', 'please note'], /\b(?:please\s+be\s+advised|please\s+note)\s+that\s+/gi, ''],
  [['in the event that'], /\bin\s+the\s+event\s+that\b/gi, 'if'],
  [['numerous'], /\bnumerous\b/g, 'lots of'],
  [['reminder that'], /(?<=^|[.!?]\s+)(?:This\s+is|Just)\s+a\s+(?:friendly|quick|gentle|kind)\s+reminder\s+that\s+(\S)/gu, (_m: string, first: string) => `Quick reminder: ${first}`],
  [['when you have a', 'when you get a', 'whenever you have a', 'whenever you get a'], /(?<=^|[.!?]\s+)When(?:ever)?\s+you\s+(?:have|get)\s+a\s+(?:moment|chance|minute),\s+(\p{Ll})/gu, (_m: string, first: string) => first.toUpperCase()],
  // throat-clearing before the point: "Let me be clear: if…" → "If…"
  [['let me be clear', 'let me be very clear', 'to be clear', 'to be very clear', 'just so you know', 'for the record'], /(?<=^|[.!?]\s+)(?:let\s+me\s+be\s+(?:very\s+)?clear|to\s+be\s+(?:very\s+)?clear|just\s+so\s+you\s+know|for\s+the\s+record)[:,]\s+(\p{L})/giu, (_m: string, first: string) => first.toUpperCase()],
  // the hedge before a "but": "I don't want to think badly, but for me it looks like a punishment" → "For me it looks like a
  // punishment"; "No offense, but…", "Not to be dramatic, but…" (matter-of-fact, Chill just says it)
  [['want to', 'mean to', 'not to be', 'no offense', 'no offence', 'due respect', 'hate to'], /(?<=^|[.!?]\s+)(?:I\s+(?:do\s+not|don['’]t)\s+(?:want|mean)\s+to\s+(?:think\s+badly|assume\s+(?:anything|the\s+worst)|be\s+(?:rude|dramatic|difficult|pushy|that\s+person|a\s+pain|a\s+bother|annoying)|make\s+a\s+(?:big\s+)?(?:deal|fuss)(?:\s+(?:of|out\s+of|about)\s+(?:this|it))?|complain|nag|overreact|accuse\s+anyone)|[Nn]ot\s+to\s+be\s+(?:rude|dramatic|difficult|pushy)|[Nn]o\s+offen[cs]e|[Ww]ith\s+(?:all\s+due\s+)?respect|I\s+hate\s+to\s+(?:say|ask)\s+(?:it|this))\s*,?\s+but\s+(\p{L})/gu, (_m: string, first: string) => first.toUpperCase()],
  [['commence'], /\bcommence(d|s)?\b/g, (_m: string, end = '') => `start${end === 'd' ? 'ed' : end}`],
];

// Sassy says it without the cushioning.
const SUBJECT_OF: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they', you: 'you' };
/** What follows a hedge taken out: its first letter a capital where the hedge opened the sentence. */
const afterHedge = (_m: string, lead: string, first: string): string => `${lead}${lead === '' || /[.!?]/.test(lead) ? first.toUpperCase() : first}`;

const DIRECT: Rule[] = [
  ...WITHOUT_JUST,
  ...FEWER_WORDS,
  // "Quick odd question - our baby monitor has started picking up voices…" → "Our baby monitor has started…": Sassy just says it
  [['question -', 'question –', 'question —', 'question:', 'question-', 'question–', 'question—', 'question :'], /(?<=^|[.!?]\s+|\p{Extended_Pictographic}\uFE0F?\s+)(?:one\s+)?(?:quick|odd|random|silly|weird|small)\s+(?:(?:odd|random|silly|weird)\s+)?question\s*[-–—:]\s*(\p{L})/giu, (_m: string, first: string) => first.toUpperCase()],
  // "Would it be possible for him to pick it up Friday?" → "Could he pick it up Friday?"; "Would you be able to…" → "Could you…"
  [['be possible for', 'be able to'], /\b(W|w)ould\s+it\s+be\s+possible\s+for\s+(me|him|her|us|them|you)\s+to\s+|\b(W|w)ould\s+you\s+be\s+able\s+to\s+/g, (_m: string, w1?: string, who?: string, w2?: string) => `${(w1 ?? w2) === 'W' ? 'C' : 'c'}ould ${who ? SUBJECT_OF[who]! : 'you'} `],
  [['like to request'], /\bI(?:['’]d|\s+would)\s+like\s+to\s+request\b/g, "I'm requesting"],
  // "so I just wanted to check in on how it's going" → "so I'd like an update on how it's going": what is wanted, said
  [['check in', 'follow up'], /\bI\s+(?:just\s+)?(?:wanted|want)\s+to\s+(?:check\s+in|follow\s+up)\s+(?:on|about)\s+(?=(?:how|where|when|whether|the|my|your|our|this|that)\b)/g, "I'd like an update on "],
  // (not "a bit much", too much said gently: without it, "doing both feels like much")
  [['a bit ', 'a little '], /\b(?:a\s+bit|a\s+little)\s+(?=(?:late|behind|confused|frustrated|disappointed|worried|concerned|surprised|annoyed|upset|tight|short|off|much\s+(?:more|longer|later|higher|worse)|more|longer|higher|over)\b)/g, ''],
  // "I might be misremembering, so I wanted to check before payroll runs", "not a big deal but I was looking at the card",
  // "there may be a small mix-up in mine": a polite draft's hedges, which the firm voice leaves out (it had read as the draft)
  [['misremembering', 'be wrong', 'be mistaken'], /(^|[.!?]\s+|,\s+)I\s+(?:might|could|may)\s+be\s+(?:misremembering|wrong|mistaken)(?:\s+here)?,?\s+(?:so|but)\s+(\p{L})/gu, afterHedge],
  [['big deal'], /(^|[.!?]\s+|,\s+)(?:it'?s\s+)?(?:not\s+a|no)\s+big\s+deal,?\s+but\s+(\p{L})/giu, afterHedge],
  [['may be a', 'might be a'], /\b(t|T)here\s+(?:may|might)\s+be\s+an?\s+(?:small|slight|little|minor)\s+(?=[a-z])/g, (_m: string, t: string) => `${t}here's a `],
  [['hopefully'], /\b(h|H)opefully,?\s+(\p{L})/gu, (_m: string, h: string, first: string) => (h === 'H' ? first.toUpperCase() : first)],
  [['if possible', 'if at all possible', 'if you can', 'you get a', 'you have a'], /,?\s*\b(?:if\s+(?:at\s+all\s+)?possible|if\s+you\s+can(?!['’]t|not)|when(?:ever)?\s+you\s+(?:get|have)\s+a\s+(?:chance|moment|minute|sec(?:ond)?))\b(?!\s+(?:[a-z\uE100-\uEFFF]+\s+){0,2}(?:is|works)\b),?/gi, ''],
];

// Quoted words are someone's words: "…", “…” and '…' (an apostrophe inside a word, as in "we'll", opens or
// closes nothing).
const QUOTED = /("[^"\n]*"|“[^”\n]*”|(?<![\p{L}\d])['‘][^'‘’\n]{1,80}?(?:['’][\p{L}][^'‘’\n]{0,80}?)*['’](?![\p{L}\d]))/u;

export function outsideQuotes(text: string, change: (part: string) => string): string {
  // (most lines have an apostrophe in a word and nothing quoted: one look, instead of a split, finds that)
  if (!/["“”'‘]/.test(text) || !QUOTED.test(text)) return change(text);
  // Split on quoted spans and keep them verbatim.
  return text
    .split(QUOTED)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

/** A rule runs only when one of its keys is in the text (a substring test costs far less than a regex). */
type Rule = [keys: string[], pattern: RegExp, replacement: string | ((...groups: string[]) => string)];

// The rule lists a line goes through, one after the other, run as one list: one pass over the line finds which
// rules of all of them it needs (and a rule that changes the line has it read again for the rules after it).
interface RuleRun {
  rules: Rule[];
  scan: RuleMatcher;
}
const RUNS: (RuleRun | undefined)[] = [];

/** A line's rule lists. Sassy: without the cushioning, then spelled out (in a text, a spelled-out negative reads
 *  cold: "don't" stays, only "I will", "I am" are spelled out); Chill: plain words, (in a text) no "I", then
 *  contracted. The expanding or contracting lists only when the line has anything for them. */
function ruleRun(sassy: boolean, inText: boolean, relevant: boolean, dropSubject: boolean): RuleRun {
  const index = (sassy ? 8 : 0) + (inText ? 4 : 0) + (dropSubject ? 2 : 0) + (relevant ? 1 : 0);
  let run = RUNS[index];
  if (!run) {
    const lists = sassy ? (relevant ? [DIRECT, inText ? EXPAND_FIRM : EXPAND_EMAIL] : [DIRECT]) : [PLAIN, ...(inText && dropSubject ? [TEXTING] : []), ...(relevant ? [CONTRACT_NOT, CONTRACT] : [])];
    const rules = lists.flat();
    RUNS[index] = run = { rules, scan: ruleMatcher(rules.map(([keys]) => keys), rules.map(([, pattern]) => pattern)) };
  }
  return run;
}

function applyAll(text: string, { rules, scan }: RuleRun): string {
  return applyRules(scan, text, (index, now) => now.replace(rules[index]![1], rules[index]![2] as (substring: string, ...args: string[]) => string));
}

// One look decides whether a sentence has anything to expand or contract (most long sentences do not).
const CAN_EXPAND = /['’]/;
const CAN_CONTRACT = /\b(?:not|am|will|would|have|is|are)\b/;

// In a text, Chill drops the "I" the way people text: "I've asked Marco" → "Asked Marco", "I can't make it" →
// "Can't make it". Only at the start of a sentence and only before a verb that cannot be misread (not "I've already
// written to you…": "Already written" is no past tense).
const TEXTING: Rule[] = [
  [['i ', "i'"], /(?<=^|[.!?]\s+)I(?:'ve|\s+have)?\s+(asked|sent|paid|called|texted|emailed|messaged|tried|checked|made|booked|left|waited|(?:already|just)(?!\s+(?:written|seen|done|been|gone|given|taken|spoken|eaten|driven|known|shown|begun|broken|chosen|forgotten|gotten|hidden|ridden|stolen|thrown|woken|worn)\b)|can't|cannot|didn't|won't|haven't|don't\s+(?:know|think|mind|want))\b/g, (_m: string, verb: string) => {
    const word = verb === 'cannot' ? "can't" : verb;
    return word.charAt(0).toUpperCase() + word.slice(1);
  }],
];

/** One line of the body in the register of the tone. */
/** `polite`: an already-polite draft, whose Soft keeps even its "totally". `casual`: a text to someone close, or to no one in particular, where Chill may drop the "I" ("Asked Marco…"); to
 *  a boss or a client it keeps it. */
export function styleLine(text: string, tone: Tone, channel: Channel, casual = true, polite = false): string {
  if (text.length === 0) return text;
  // (Soft keeps its words, but not the heat in them: "We literally said…", "I'm honestly so hurt", "Literally hung up."; an
  // already-polite draft's "Totally not complaining about the hobby" is no heat)
  if (tone === 'soft') return !polite && HAS_INTENSIFIER(text) ? outsideQuotes(text, (part) => part.replace(SOFT_HEATED, '')).replace(/^(\p{Ll})/u, (first) => first.toUpperCase()) : text;
  const relevant = (tone === 'sassy' ? CAN_EXPAND : CAN_CONTRACT).test(text);
  const intensified = HAS_INTENSIFIER(text);
  const run = ruleRun(tone === 'sassy', channel === 'text', relevant, casual);
  return outsideQuotes(text, (part) => applyAll(intensified ? part.replace(tone === 'sassy' ? HEATED_INTENSIFIERS : INTENSIFIERS, '') : part, run)).replace(/^(\p{Ll})/u, (first) => first.toUpperCase());
}

