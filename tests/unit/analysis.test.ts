import { describe, expect, it } from 'vitest';
import { analyzeDraft, extractFacts, keepsFact, missingFacts } from '../../src/lib/shared/analysis/index.ts';
import type { HeatLabel } from '../../src/lib/shared/analysis/index.ts';

// A graded set: each group should read hotter than the one before it.
const GRADED: Record<HeatLabel, string[]> = {
  calm: [
    'Hi Sam, could we move our call to 3pm tomorrow? Thanks!',
    'Just a reminder that the invoice is due on Friday. Let me know if you need anything.',
    'Hey, I felt a bit left out at dinner. Can we talk tonight?',
    // (help hoped for is sincere, not "really helpful" said with a sneer)
    'To keep us on track for the May 30 launch, it would be really helpful to have your notes by next Wednesday.',
    // (an offer of another way is no threat, and asking whether they still have a thing is no grievance)
    "If it's still there, could I swing by one evening? Or I'm happy to cover shipping if that's easier.",
    'Random question: do you still have my Crock-Pot from chili night back in January? No stress at all.',
  ],
  tense: [
    'You forgot to call me back again. I need an answer today.',
    'The rent was due on the 1st and it still has not arrived AGAIN.',
    'Why did you cancel the meeting without telling me?',
  ],
  heated: [
    'You ALWAYS do this!! I am sick of cleaning up after you.',
    'Pay me back by Friday or I am telling everyone what you did.',
    'This is ridiculous. You never listen to a single word I say.',
  ],
  explosive: [
    "WTF is wrong with you?!?! You're a f*cking idiot. Pay me by Friday or I'm calling my lawyer!!!",
    'You are USELESS and PATHETIC. this sh1t ends NOW or you will regret it!!!',
    "I'm DONE with your bullsh*t, you absolute moron. Return my stuff by Sunday or else!!!",
  ],
};

function spanTexts(text: string): { kind: string; text: string }[] {
  return analyzeDraft(text).spans.map((span) => ({ kind: span.kind, text: text.slice(span.start, span.end) }));
}

describe('analyzeDraft: the heat meter', () => {
  it('labels each graded draft as its group', () => {
    for (const [label, drafts] of Object.entries(GRADED)) {
      for (const draft of drafts) expect(analyzeDraft(draft).label, draft).toBe(label);
    }
  });

  it('orders the groups: calm < tense < heated < explosive, every draft against every draft of the next group', () => {
    const order: HeatLabel[] = ['calm', 'tense', 'heated', 'explosive'];
    for (let i = 0; i < order.length - 1; i++) {
      const cooler = Math.max(...GRADED[order[i]!].map((draft) => analyzeDraft(draft).score));
      const hotter = Math.min(...GRADED[order[i + 1]!].map((draft) => analyzeDraft(draft).score));
      expect(cooler, `${order[i]} vs ${order[i + 1]}`).toBeLessThan(hotter);
    }
  });

  it('keeps the score between 0 and 100, and at 0 for an empty or plain draft', () => {
    expect(analyzeDraft('').score).toBe(0);
    expect(analyzeDraft('See you at the station at 9.').score).toBe(0);
    const worst = analyzeDraft('F*CK YOU!!! YOU ALWAYS LIE, YOU PATHETIC IDIOT. PAY NOW OR ELSE!!! '.repeat(40));
    expect(worst.score).toBeLessThanOrEqual(100);
    expect(worst.label).toBe('explosive');
  });

  it('points spans at the right words', () => {
    const text = 'You ALWAYS forget. This is bullsh*t, you idiot!!! Fine. HR said ASAP.';
    const spans = spanTexts(text);
    expect(spans).toContainEqual({ kind: 'absolute', text: 'You ALWAYS' });
    expect(spans).toContainEqual({ kind: 'profanity', text: 'bullsh*t' });
    expect(spans).toContainEqual({ kind: 'insult', text: 'idiot' });
    expect(spans).toContainEqual({ kind: 'punctuation', text: '!!!' });
    // acronyms are not shouting
    expect(spans.some((span) => span.text === 'HR' || span.text === 'ASAP')).toBe(false);
    for (const span of analyzeDraft(text).spans) {
      expect(span.start).toBeGreaterThanOrEqual(0);
      expect(span.end).toBeLessThanOrEqual(text.length);
      expect(span.end).toBeGreaterThan(span.start);
      expect(span.reason.length).toBeGreaterThan(0);
    }
  });

  it('reads "trash" and "garbage" as things unless someone or something is called that', () => {
    const chores = 'The checkout list asked us to take the trash to the transfer station and put the garbage bags by the gate.';
    expect(spanTexts(chores).filter((span) => span.kind === 'insult')).toEqual([]);
    expect(analyzeDraft(chores).score).toBeLessThan(15);
    expect(spanTexts("Honestly you're trash and this app is garbage.").filter((span) => span.kind === 'insult').map((span) => span.text)).toEqual(['trash', 'garbage']);
  });
  it('reads rats and mice as animals unless a person is called one', () => {
    const basement = 'Also there is rats in the basement, and we saw mice near the boiler.';
    expect(spanTexts(basement).filter((span) => span.kind === 'insult')).toEqual([]);
    expect(analyzeDraft(basement).score).toBe(0);
    expect(spanTexts("you're a rat, you dirty rat.").filter((span) => span.kind === 'insult').map((span) => span.text)).toEqual(['rat', 'rat']);
  });

  it('finds disguised profanity, shouting, ultimatums and sarcasm', () => {
    expect(spanTexts('this sh1t again').map((span) => span.kind)).toContain('profanity');
    expect(spanTexts('pain in the a$$').map((span) => span.text)).toContain('a$$');
    expect(spanTexts('return my f*cking guitar').map((span) => span.text)).toContain('f*cking');
    expect(spanTexts('STOP calling me').map((span) => span.kind)).toContain('caps');
    expect(spanTexts('pay by the 30th or I am telling your mom').map((span) => span.kind)).toContain('threat');
    // (a landlord's ultimatum in a learner's words: the meter had read it "Heat 0 · calm")
    expect(spanTexts('Please you send money until 15 October or I must start eviction process').map((span) => span.kind)).toContain('threat');
    expect(spanTexts('You were late again. great job.').map((span) => span.kind)).toContain('sarcasm');
    expect(spanTexts('Thanks a lot for telling grandpa.').map((span) => span.kind)).toContain('sarcasm');
    // (what the rewriter reads as sarcasm the meter reads so too: it had called this "Heat 0 · calm")
    expect(spanTexts("I drove 3 hours to the shower. But sure, next time I'll just grab the $40 towel set since that's apparently what matters.").map((span) => span.kind)).toContain('sarcasm');
    // "Thank you!!" is delight, and "would you mind… again" a favour: neither heats a polite note
    expect(analyzeDraft('Thank you so much for watering the tomatoes! Would you mind grabbing our mail again from the 18th? Thank you!!').score).toBeLessThan(15);
    // words that merely contain a swear word are not profanity
    expect(spanTexts('Please pass the class assignment to Mr. Hancock.').filter((span) => span.kind === 'profanity')).toEqual([]);
    // "you left" is blame for what was done, not when: "After you left on the 30th, I noticed…"
    expect(spanTexts('You left the gate open again.').map((span) => span.kind)).toContain('blame');
    expect(spanTexts('After you left on the 30th, I noticed the lamp was gone. Since you left, the cat sleeps on your chair.').filter((span) => span.kind === 'blame')).toEqual([]);
  });

  it('reads texting shorthand as the words it stands for, and points at them as typed', () => {
    // (the meter read "if u keep doing it im switching…" as Heat 0 · calm, and its calm rewrite "If you keep doing it, I am
    // switching…" as tense: a rewrite looked hotter than its draft)
    const typed = 'if u keep doing it im switching to the HOA. u always leave cat food out and its ur fault';
    const spelled = "if you keep doing it I'm switching to the HOA. you always leave cat food out and it's your fault";
    expect(analyzeDraft(typed).score).toBe(analyzeDraft(spelled).score);
    expect(analyzeDraft(typed).score).toBeGreaterThanOrEqual(15);
    expect(spanTexts(typed).map((span) => span.text)).toEqual(expect.arrayContaining(['u keep doing', 'u always', 'its ur fault']));
    expect(analyzeDraft("U ALWAYS DO THIS. DONT text me").reasons).toContain("'You always' reads as blame");
    // ("im" and "u" inside words, and a calm text in shorthand, stay calm)
    expect(analyzeDraft('u free for lunch? im near the museum, my treat').score).toBeLessThan(15);
  });

  it('gives short reasons in plain words', () => {
    const { reasons } = analyzeDraft('You ALWAYS do this. STOP. Pay me by Friday or else!!!');
    expect(reasons).toContain('ALL CAPS reads as shouting');
    expect(reasons).toContain("'You always' reads as blame");
    expect(reasons).toContain('An ultimatum invites a fight');
    expect(analyzeDraft('Could we talk tomorrow? Thanks.').reasons).toEqual([]);
  });

  it('notices stacked grievances', () => {
    const stacked = 'You never clean. You forgot the rent again. You still owe me $40. You always leave the door open.';
    expect(analyzeDraft(stacked).reasons).toContain('Many complaints at once feel like a pile-on');
  });

  it('stays fast on a 5,000-character draft (a loose bound; the benchmark measures it properly)', () => {
    const draft = 'You ALWAYS forget the rent!!! Pay $725 by the 1st or I am calling Mrs. Delgado. '.repeat(70).slice(0, 5000);
    analyzeDraft(draft);
    const started = performance.now();
    for (let i = 0; i < 10; i++) analyzeDraft(draft);
    expect((performance.now() - started) / 10).toBeLessThan(50);
  });
});

describe('extractFacts', () => {
  it('finds money, dates, times, references, handles and names', () => {
    const facts = extractFacts('Hi Brandon, send $925 by May 15 at 5pm to 555-201-7788 or @tori-b. Order #A-48213, unit 2C, the 1st, three times.').map((fact) => fact.text);
    for (const expected of ['Brandon', '$925', 'May 15 at 5pm', '555-201-7788', '@tori-b', '#A-48213', 'unit 2C', 'the 1st', 'three times']) expect(facts).toContain(expected);
  });

  it('takes a capitalised word before a comma at a sentence start as a name', () => {
    expect(extractFacts('Mark, are you kidding me?').map((fact) => fact.text)).toContain('Mark');
    expect(extractFacts('Sam,\n\nI am writing this because…').map((fact) => fact.text)).toContain('Sam');
  });

  it('does not take sentence openers for names', () => {
    const facts = extractFacts('Seriously Jordan? Looking at the tracker, I delivered. Also, the gate is broken. Following up on it.').map((fact) => fact.text);
    expect(facts).toContain('Jordan');
    for (const word of ['Seriously', 'Looking', 'Also', 'Following']) expect(facts).not.toContain(word);
  });

  it('keeps a signature name and a titled name', () => {
    const facts = extractFacts('Dear Mr. Baker,\n\nThe window is broken.\n\nBest regards,\nLi Wei').map((fact) => fact.text);
    expect(facts).toContain('Mr. Baker');
    expect(facts).toContain('Li Wei');
  });

  it('reports what a rewrite lost, verbatim', () => {
    const facts = extractFacts('Pay $50 by Friday, Alex.');
    expect(missingFacts(facts, 'Alex, please pay $50 by Friday.')).toEqual([]);
    expect(missingFacts(facts, 'Please pay by Friday.').map((fact) => fact.text)).toEqual(['$50', 'Alex']);
  });

  it('reads "fridge w a lock" as texting, and "spot B" as a reference', () => {
    const facts = extractFacts('buying a mini fridge w a lock, and you parked in spot B').map((fact) => fact.text);
    expect(facts).toContain('spot B');
    expect(facts).not.toContain('fridge w');
  });

  it('counts a fact that opens a sentence with a capital as kept, and only there', () => {
    const facts = extractFacts('you parked in spot 22 again. money in rupees: Rs. 40,000 and ₹500.');
    expect(facts.map((fact) => fact.text)).toEqual(expect.arrayContaining(['spot 22', 'Rs. 40,000', '₹500']));
    expect(keepsFact('You parked there again. Spot 22 is mine.', 'spot 22')).toBe(true);
    expect(keepsFact('You parked in the Spot 22 lot.', 'spot 22')).toBe(false);
    // a name or a day typed in lower case may take its capitals anywhere; other facts may not
    expect(keepsFact('See you on Saturday, Priya.', { kind: 'date', text: 'saturday' })).toBe(true);
    expect(keepsFact('See you on Saturday, Priya.', { kind: 'name', text: 'priya' })).toBe(true);
    expect(keepsFact('See you on Saturday.', 'saturday')).toBe(false);
    expect(keepsFact('It was the Last one.', { kind: 'date', text: 'last one' })).toBe(false);
    expect(missingFacts(facts, 'Spot 22 is mine. I paid Rs. 40,000 and ₹500.')).toEqual([]);
  });
});
