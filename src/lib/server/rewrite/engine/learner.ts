// Patterns that many writers of English as a second language share: a verb pattern carried over from
// another language ("say me", "must to send"), a dropped subject ("Is not the first time"), "since" for a
// duration. Repairing them is part of making the message read as natural English. Each rule is a pattern,
// never a sentence; facts are placeholders by the time this runs, so no rule can touch one.
import { baseFromPast, participle } from './grammar.ts';
import { keyMatcher } from './keys.ts';

const DURATION = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several|many)\s+(?:minutes?|hours?|days?|weeks?|months?|years?)`;
const PAST_OF: Record<string, string> = { come: 'came', answer: 'answered', call: 'called', show: 'showed', reply: 'replied', help: 'helped', tell: 'told', say: 'said', do: 'did', give: 'gave', pay: 'paid', send: 'sent', bring: 'brought', fix: 'fixed', check: 'checked', clean: 'cleaned' };
const BASE_VERBS = String.raw`come|go|pick|pay|send|bring|call|fix|help|clean|return|give|take|do|be|arrive|finish|move|drive|text|reply|answer|check|visit|cook|buy|get|make|put|deliver|repair|refund`;

// "I ask you already" → "I've already asked you": the participle of a verb of telling someone.
const TOLD: Record<string, string> = { ask: 'asked', asked: 'asked', tell: 'told', told: 'told', remind: 'reminded', call: 'called', text: 'texted', write: 'written to', say: 'told', said: 'told' };

type Rule = [keys: string[], pattern: RegExp, replacement: string | ((...groups: string[]) => string)];

const RULES: Rule[] = [
  // "you say me you will come" → "you told me you would come"
  [['say ', 'says ', 'said '], /\b(?:say|says|said)\s+(me|him|her|us|them)\b/gi, (_m, object) => `told ${object}`],
  [['told '], new RegExp(String.raw`\btold\s+(me|him|her|us|them)\s+(you|he|she|they|it)(?:\s+will\b|(?=\s+(?:${BASE_VERBS})\b))`, 'gi'), (_m, object, subject) => `told ${object} ${subject} would`],
  // "I wait until 6:15" → "I waited until 6:15": a story told in the present
  [[' until'], /\bI\s+(wait|stand|sit|stay)\s+(?=until\b)/g, (_m, verb) => `I ${{ wait: 'waited', stand: 'stood', sit: 'sat', stay: 'stayed' }[verb as 'wait']} `],
  [['explain ', 'describe '], /\b(explain|describe)\s+(me|him|her|us|them)\b(?!\s+(?:why|how|what|the|a|an|this|that|your|my)\b)/gi, (_m, verb, object) => `${verb} to ${object}`],
  [['explain ', 'describe '], /\b(explain|describe)\s+(me|him|her|us|them)\s+(?=why|how|what|the|a|an|this|that|your|my)/gi, (_m, verb, object) => `${verb} to ${object} `],
  // "you must to send", "please to send"
  [['must to', 'can to', 'should to', 'please to'], /\b(must|can|should|please|Please)\s+to\s+(?=[a-z])/g, (_m, word) => `${word} `],
  // "I am agree"
  [['agree'], /\b(I|we|they|We|They)\s+(?:am|are)\s+(agree|disagree)\b/g, (_m, subject, verb) => `${subject} ${verb}`],
  // "I didn't received it" → "I didn't receive it"
  [['didn', 'doesn', 'don', 'did not', 'does not', 'do not'], /\b(didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|do\s+not)\s+([a-z]+ed)\b/gi, (whole, aux, verb) => {
    const base = baseFromPast(verb);
    return base && base !== verb.toLowerCase() ? `${aux} ${base}` : whole;
  }],
  // "he don't answer me since Monday" → "he hasn't answered me since Monday"
  [['since'], /\b(he|she|it|they|you|I|we|He|She|It|They|You|We)\s+(?:doesn'?t|don'?t|does\s+not|do\s+not)\s+([a-z]+)\b(?=[^.?!]*\bsince\b)/g, (_m, subject, verb) => `${subject} ${/^(?:he|she|it)$/i.test(subject) ? "hasn't" : "haven't"} ${participle(verb)}`],
  // "he don't answer" → "he doesn't answer"
  [['dont', "don't"], /\b(he|she|it|He|She|It)\s+don'?t\b/g, (_m, subject) => `${subject} doesn't`],
  // "I cannot sleep since Monday" → "I haven't been able to sleep since Monday"
  [['since '], /\b(I|we|We)\s+(?:cannot|can't|can\s+not)\s+([a-z]+)\b(?=[^.?!,]*\bsince\b)/g, (_m, subject, verb) => `${subject} haven't been able to ${verb}`],
  // "since two weeks" → "for two weeks"; "I am waiting for two weeks" → "I have been waiting for two weeks"
  [['since '], new RegExp(String.raw`\bsince\s+(?=${DURATION}\b)`, 'gi'), () => 'for '],
  [['waiting', 'trying', 'asking', 'calling', 'paying', 'living', 'working'], /\b(I|we|We)\s+(?:am|are)\s+(waiting|trying|asking|calling|paying|living|working)\s+(?=(?:for|since)\b)/g, (_m, subject, verb) => `${subject} have been ${verb} `],
  [['since'], /\bI'm\s+(waiting|trying|asking|calling|paying|living|working)\s+(?=since\b)/g, (_m, verb) => `I've been ${verb} `],
  // "Is not the first time." → "It is not the first time."
  [['is ', 'was '], /(?<=^|[.!?]\s+)(Is|Was)\s+(?=(?:not|the|very|so|too|a|an|always|impossible|normal|unacceptable|clear|true|enough|already|now|late)\b)/g, (_m, verb) => `It ${verb.toLowerCase()} `],
  // "I am needing it" → "I need it"; "my daughter have asthma" → "my daughter has asthma"
  [['needing', 'wanting', 'knowing', 'liking', 'understanding'], /\b(I|we|We|you|You|they|They)\s+(?:am|are|'m|'re)\s+(needing|wanting|knowing|liking|understanding)\b/g, (_m, subject, verb) => `${subject} ${verb === 'liking' ? 'like' : verb.slice(0, -3)}`],
  [[' have '], /\b(my|his|her|your|our|their|the)\s+(daughter|son|wife|husband|mother|father|mom|mum|dad|boss|landlord|neighbou?r|child|baby|dog|cat|car|sister|brother|friend|partner)\s+have\b(?!\s+(?:been|had|to)\b)/gi, (_m, det, noun) => `${det} ${noun} has`],
  // "I am very disappointing from you" → "I am very disappointed in you"
  [['disappoint', 'boring', 'confusing', 'frustrating', 'annoying', 'worrying', 'exhausting', 'embarrassing'], /\b(I\s+am|I'm|I\s+was|we\s+are|We\s+are)\s+((?:very|so|really|too|quite)\s+)?(disappoint|bor|confus|frustrat|annoy|worr|exhaust|embarrass)(?:ing)\b/gi, (_m, subject, degree = '', stem) => `${subject} ${degree}${stem === 'worr' ? 'worried' : `${stem}ed`}`],
  [['disappointed '], /\bdisappointed\s+(?:from|of|with|about)\s+(you|him|her|them)\b/gi, (_m, object) => `disappointed in ${object}`],
  // "Always you are late" → "You are always late"
  [['always '], /(?<=^|[.!?]\s+)[Aa]lways\s+(you|he|she|they)\s+(are|is|were|was)\b/g, (_m, subject, verb) => `${subject.charAt(0).toUpperCase()}${subject.slice(1).toLowerCase()} ${verb.toLowerCase()} always`],
  [['more '], /\bmore\s+(better|worse|easier|harder|bigger|smaller|faster|slower|cheaper)\b/gi, (_m, comparative) => comparative],
  // "I tell to the lawyer" → "I tell the lawyer"
  [['tell to', 'told to', 'ask to', 'asked to'], /\b(tell|told|ask|asked)\s+to\s+(?=(?:the|my|your|his|her|our|their|him|them|me|us)\b)/gi, (_m, verb) => `${verb} `],
  [['discuss'], /\bdiscuss(ed)?\s+about\b/gi, (_m, ed = '') => `discuss${ed}`],
  // "nobody come" → "nobody came"
  [['nobody', 'no one'], /\b(nobody|no\s+one|Nobody|No\s+one)\s+(come|answer|call|show|reply|help|tell|say|do|give|pay|send|bring|fix|check|clean)\b(?!s)/g, (_m, who, verb) => `${who} ${PAST_OF[verb.toLowerCase()] ?? verb}`],
  // "Next time I tell the lawyer" → "Next time, I'll tell the lawyer"
  [['next time'], new RegExp(String.raw`(?<=^|[.!?]\s+)Next\s+time,?\s+I\s+(?!will\b|'ll\b|am\b|'m\b|would\b|won't\b|can\b)(tell|call|go|take|report|send|contact|file|keep|leave|change|talk|write|bring)\b`, 'gi'), (_m, verb) => `Next time, I'll ${verb.toLowerCase()}`],
  [['parking '], /\bthe\s+parking\s+(?=(?:of|at|in|behind|near)\b)/gi, () => 'the parking lot '],
  // "confirm until tomorrow when…" → "confirm by tomorrow": a deadline, not a duration
  [[' until'], /\b(confirm|send|pay|transfer|return|fix|answer|reply|deliver|finish|refund|tell\s+me|bring|give|move|clean|repair|submit)(\s+(?:\w+\s+){0,3}?)until\b/gi, (_m, verb, middle) => `${verb}${middle}by`],
  // "will be transfer" → "will be transferred"
  [[' be '], /\b(will|would|should|must|can|to)\s+be\s+(transfer|pay|send|fix|deliver|return|refund|process|repair|cancel|charge|finish|replace|clean|ship)\b(?![\w'])/gi, (_m, modal, verb) => `${modal} be ${participle(verb.toLowerCase())}`],
  // "I expect see the video" → "I expect to see the video"
  [['expect ', 'want ', 'need ', 'hope ', 'plan ', 'wish ', 'like '], /\b(expect|want|need|hope|plan|wish|would\s+like)\s+(see|get|have|receive|know|hear|talk|speak|pay|be|go|come|meet)\b/gi, (_m, verb, next) => `${verb} to ${next}`],
  // "Please fix today, isn't normal." → "…, it isn't normal."
  // "If this happen again" → "If this happens again"
  [['if ', 'when ', 'unless ', 'before '], /\b(if|when|unless|before|If|When|Unless|Before)\s+(it|this|that|he|she|the\s+\w+)\s+(happen|continue|break|start|stop|leak|work|arrive|come|go|get|keep|take|make|stay|fail)\b(?![\w'])/g, (_m, conj, subject, verb) => `${conj} ${subject} ${/(?:ch|sh|ss|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`}`],
  // "I ask you already two times" → "I've already asked you two times"
  [['already'], /\bI\s+(ask|tell|told|asked|remind|call|text|write|say|said)\s+(you|him|her|them)\s+already\b/g, (_m, verb, object) => `I've already ${TOLD[verb]} ${object}`],
  [['already'], /\bI\s+already\s+(ask|tell|remind|call|text)\s+(you|him|her|them)\b/g, (_m, verb, object) => `I've already ${TOLD[verb]} ${object}`],
  // "I don't have other choice" → "I don't have any other choice"
  [[' other '], /(n't|\bnot)\s+have\s+other\s+(choice|option|way)\b/g, (_m, neg, noun) => `${neg} have any other ${noun}`],
  // "…, please it is not normal" → "…. It is not normal"
  [['please it', 'please this'], /,?\s*\bplease,?\s+(it|this)\s+(?=(?:is|isn't|was|wasn't)\b)/gi, (_m, subject) => `. ${subject.charAt(0).toUpperCase()}${subject.slice(1).toLowerCase()} `],
  // "please not take it bad" → "please don't take it badly"
  [['please not'], /\b(please|Please)\s+not\s+(?=[a-z])/g, (_m, please) => `${please} don't `],
  [['take it bad'], /\btake\s+(it|this)\s+bad\b/g, (_m, it) => `take ${it} badly`],
  // "I knocked your door" → "I knocked on your door"; "I have exam at 8am" → "I have an exam at 8am"
  [['knock'], /\b(knock(?:ed|s|ing)?)\s+(?=(?:your|the|my|his|her|their)\s+door\b)/gi, (_m, verb) => `${verb} on `],
  [['have ', 'had '], /\b(have|has|had)\s+(exam|interview|appointment|meeting|class|test|shift|surgery|presentation|deadline)\b/g, (_m, verb, noun) => `${verb} ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`],
  [['in morning', 'in evening', 'in afternoon'], /\bin\s+(morning|evening|afternoon)\b/g, (_m, part) => `in the ${part}`],
  [[', is', ', was', ', isn', ', wasn'], /,\s*(is|isn'?t|is\s+not|was|wasn'?t|was\s+not)\s+(?=(?:not\s+)?(?:normal|ok|okay|acceptable|fair|possible|right|correct|safe|the\s+first)\b)/gi, (_m, verb) => `, it ${verb} `],
];



// Every key of every rule in one automaton: one pass over a line finds which rules it needs.
const KEYS = keyMatcher(RULES.map(([keys]) => keys));

/** The text (a line of the draft, facts protected) with learner-English patterns repaired. */
export function repairLearnerEnglish(text: string, factText?: (mark: string) => string): string {
  let out = text;
  // A rule runs only when one of its keys is in the sentence: most sentences need none of them.
  const marked = new Uint8Array(RULES.length);
  KEYS.mark(text, marked);
  for (let index = 0; index < RULES.length; index++) {
    if (!marked[index]) continue;
    const [, pattern, replacement] = RULES[index]!;
    const next = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
    if (next !== out) KEYS.mark((out = next), marked);
  }
  // "since 4 days", where "4 days" is a protected fact: a duration takes "for".
  if (factText && out.includes('since ')) out = out.replace(/\bsince\s+(?=([\uE100-\uEFFF])(\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\b)?)/g, (whole, mark: string, unit?: string) => (unit || /^\d+\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)$/i.test(factText(mark)) ? 'for ' : whole));
  return out;
}
