// The rewriter on /: draft with its heat meter, who-and-where context, Rewrite, three result cards
// that fill as each tone arrives (with facts-kept chips, their own heat and regenerate), and the
// paywall (product.md §2 Home, §4, §8; issue 8). Error wording comes from the server's catalogue.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { rememberReturnPath } from '../../lib/client/after-sign-in.ts';
import { apiRequest } from '../../lib/client/api.ts';
import { choosePack } from '../../lib/client/checkout.ts';
import { keepPendingDraft, takeStartingDraft } from '../../lib/client/drafts.ts';
import { streamRewrite } from '../../lib/client/rewrite-stream.ts';
import { $session } from '../../lib/client/session.ts';
import { showToast } from '../../lib/client/toast.ts';
import { analyzeDraft, extractFacts, keepsFact } from '../../lib/shared/analysis/index.ts';
import type { Fact } from '../../lib/shared/analysis/index.ts';
import { checkDraft } from '../../lib/shared/draft.ts';
import type { AppError } from '../../lib/shared/errors.ts';
import { ERRORS } from '../../lib/shared/errors.ts';
import { DRAFT_MAX_LENGTH } from '../../lib/shared/limits.ts';
import type { PackId } from '../../lib/shared/packs.ts';
import { AUDIENCES, AUDIENCE_LABELS, TONES, TONE_INFO } from '../../lib/shared/rewrite.ts';
import type { Audience, Channel, RewriteContext, Tone } from '../../lib/shared/rewrite.ts';
import { DraftField, HeatMeter, useHeat } from './HeatMeter.tsx';
import Paywall from './Paywall.tsx';
import ResendVerification from './ResendVerification.tsx';

type CardState = { status: 'idle' } | { status: 'loading' } | { status: 'locked' } | { status: 'done'; text: string; remaining: number };

interface Run {
  /** the trimmed draft the rewrite was made from: chips and regenerations refer to it */
  draft: string;
  context: RewriteContext;
  facts: Fact[];
  draftHeat: number;
  isPremium: boolean;
  rewriteId: string | null;
}

const IDLE_CARDS: Record<Tone, CardState> = { sassy: { status: 'idle' }, chill: { status: 'idle' }, soft: { status: 'idle' } };

function FactChips({ facts, text }: { facts: Fact[]; text: string }) {
  if (facts.length === 0) return null;
  return (
    <ul className="fact-chips" aria-label="Facts from your draft">
      {facts.map((fact) => {
        const kept = keepsFact(text, fact);
        return (
          <li key={fact.text} className={`fact-chip${kept ? '' : ' fact-chip--lost'}`}>
            <span aria-hidden="true">{kept ? '✓' : '!'}</span> {kept ? 'Kept' : 'Missing'}: {fact.text}
          </li>
        );
      })}
    </ul>
  );
}

interface ToneCardProps {
  tone: Tone;
  state: CardState;
  run: Run | null;
  onUnlock(): void;
  onRegenerate(tone: Tone): void;
  regenerating: boolean;
}

function ToneCard({ tone, state, run, onUnlock, onRegenerate, regenerating }: ToneCardProps) {
  const [copied, setCopied] = useState(false);
  const info = TONE_INFO[tone];
  const text = state.status === 'done' ? state.text : null;
  const heatAfter = useMemo(() => (text ? Math.round(analyzeDraft(text).score) : null), [text]);
  async function copy() {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast({ title: 'Copy failed', message: 'Select the text and copy it by hand.', tone: 'error' });
    }
  }
  return (
    <article className={`tone-card tone-card--${tone}${state.status === 'locked' ? ' tone-card--locked' : ''}`} aria-labelledby={`card-${tone}`} aria-busy={state.status === 'loading'}>
      <header className="tone-card__head">
        <h3 id={`card-${tone}`}>{info.label} <span className="tone-card__hint">— {info.hint}</span></h3>
        {tone === 'sassy' && run && !run.isPremium && <span className="badge">Free preview</span>}
        {state.status === 'locked' && <span className="badge badge--locked">Locked</span>}
      </header>
      {state.status === 'idle' && <p className="tone-card__placeholder muted">Your {info.label.toLowerCase()} version appears here.</p>}
      {state.status === 'loading' && <p className="tone-card__placeholder muted">Writing the {info.label.toLowerCase()} version…</p>}
      {state.status === 'locked' && (
        <div className="tone-card__locked">
          <p className="muted">Unlock {info.label} and the other tones with a credit pack.</p>
          <button type="button" className="button button--small" onClick={onUnlock}>Unlock {info.label}</button>
        </div>
      )}
      {text !== null && run && (
        <>
          <p className="tone-card__text">{text}</p>
          {heatAfter !== null && (
            <p className="tone-card__heat">
              <strong>Heat {heatAfter}</strong> <span className="muted">· your draft: {run.draftHeat}</span>
            </p>
          )}
          <FactChips facts={run.facts} text={text} />
          <div className="tone-card__actions">
            <button type="button" className="button button--small button--ghost" onClick={copy} aria-label={`Copy the ${info.label} version`}>
              {copied ? 'Copied ✓' : 'Copy'}
            </button>
            {run.isPremium && run.rewriteId && state.status === 'done' && (
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => onRegenerate(tone)}
                disabled={regenerating || state.remaining <= 0}
                aria-busy={regenerating}
                aria-label={`Regenerate the ${info.label} version (${state.remaining} left)`}
              >
                {regenerating ? 'Regenerating…' : `Regenerate (${state.remaining} left)`}
              </button>
            )}
            <span className="visually-hidden" aria-live="polite">{copied ? `${info.label} version copied` : ''}</span>
          </div>
        </>
      )}
    </article>
  );
}

function ContextControls({ audience, channel, onAudience, onChannel, idPrefix }: { audience: Audience | ''; channel: Channel | ''; onAudience(value: Audience | ''): void; onChannel(value: Channel | ''): void; idPrefix: string }) {
  return (
    <div className="context-controls">
      <div className="context-controls__field">
        <label htmlFor={`${idPrefix}-audience`}>Who is it for?</label>
        <select id={`${idPrefix}-audience`} value={audience} onChange={(event) => onAudience(event.target.value as Audience | '')}>
          <option value="">Not sure / anyone</option>
          {AUDIENCES.map((value) => <option key={value} value={value}>{AUDIENCE_LABELS[value]}</option>)}
        </select>
      </div>
      <fieldset className="context-controls__field context-controls__channel">
        <legend>Sent as</legend>
        {([['', 'Auto'], ['text', 'Text'], ['email', 'Email']] as const).map(([value, label]) => (
          <label key={value} className="radio-pill">
            <input type="radio" name={`${idPrefix}-channel`} value={value} checked={channel === value} onChange={() => onChannel(value)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export default function Rewriter() {
  const session = useStore($session);
  const [draft, setDraft] = useState('');
  const [audience, setAudience] = useState<Audience | ''>('');
  const [channel, setChannel] = useState<Channel | ''>('');
  const [busy, setBusy] = useState(false);
  const [cards, setCards] = useState<Record<Tone, CardState>>(IDLE_CARDS);
  const [run, setRun] = useState<Run | null>(null);
  const [regenerating, setRegenerating] = useState<Tone | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [paywallOpen, setPaywallOpen] = useState(false);
  const [busyPack, setBusyPack] = useState<PackId | null>(null);
  const [ready, setReady] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const heat = useHeat(draft);

  useEffect(() => {
    const starting = takeStartingDraft();
    if (starting) setDraft(starting.slice(0, DRAFT_MAX_LENGTH));
    setReady(true);
  }, []);

  // The verification usually happens in another tab: carry on here as soon as the session says so.
  useEffect(() => {
    if (session.status === 'signed-in' && session.user.emailVerified) setNeedsVerification(false);
  }, [session]);

  function failed(error: AppError, status: number) {
    const { code, message } = error;
    if (code === 'limit_reached' || /Daily limit reached|429/.test(message) || (status === 429 && code !== 'rate_limited')) {
      setPaywallOpen(true);
    } else if (code === 'auth_required') {
      keepPendingDraft(draft);
      rememberReturnPath('/');
      location.assign('/auth');
    } else if (code === 'email_not_verified') {
      setNeedsVerification(true);
    } else if (code === 'rate_limited' || code.startsWith('draft_') || code === 'missing_draft' || code === 'invalid_request') {
      showToast({ title: error.title, message, tone: 'error' });
    } else {
      showToast({ title: ERRORS.rewriteFailed.title, message: ERRORS.rewriteFailed.message, tone: 'error' });
    }
  }

  async function rewrite() {
    if (busy) return;
    const checked = checkDraft(draft);
    if (!checked.ok) {
      showToast({ title: checked.error.title, message: checked.error.message, tone: 'error' });
      textareaRef.current?.focus();
      return;
    }
    if (session.status === 'signed-out') {
      keepPendingDraft(draft);
      rememberReturnPath('/');
      showToast({ title: ERRORS.authRequired.title, message: ERRORS.authRequired.message, tone: 'info' });
      location.assign('/auth');
      return;
    }
    if (session.status === 'signed-in' && !session.user.emailVerified) {
      setNeedsVerification(true);
      return;
    }
    const context: RewriteContext = { audience: audience || undefined, channel: channel || undefined };
    const thisRun: Run = { draft: checked.draft, context, facts: extractFacts(checked.draft), draftHeat: Math.round(analyzeDraft(checked.draft).score), isPremium: false, rewriteId: null };
    setBusy(true);
    let focused = false;
    const previous = { cards, run };
    await streamRewrite(checked.draft, context, (event) => {
      if (event.type === 'start') {
        thisRun.isPremium = event.isPremium;
        setRun({ ...thisRun });
        setCards({ sassy: { status: 'loading' }, chill: event.isPremium ? { status: 'loading' } : { status: 'locked' }, soft: event.isPremium ? { status: 'loading' } : { status: 'locked' } });
      } else if (event.type === 'tone') {
        setCards((current) => ({ ...current, [event.tone]: { status: 'done', text: event.text, remaining: 2 } }));
        if (!focused) {
          focused = true;
          window.requestAnimationFrame(() => resultsRef.current?.focus());
        }
      } else if (event.type === 'done') {
        thisRun.rewriteId = event.rewriteId;
        setRun({ ...thisRun });
      } else {
        if (!focused) {
          setCards(previous.cards);
          setRun(previous.run);
        }
        failed(event.error, event.status);
      }
    });
    setBusy(false);
  }

  async function regenerate(tone: Tone) {
    if (!run?.rewriteId || regenerating) return;
    setRegenerating(tone);
    const result = await apiRequest<{ tone: Tone; text: string; remaining: number }>('/api/regenerate-tone', {
      body: { message: run.draft, tone, rewriteId: run.rewriteId, ...run.context },
    });
    setRegenerating(null);
    if (result.ok) {
      setCards((current) => ({ ...current, [tone]: { status: 'done', text: result.data.text, remaining: result.data.remaining } }));
      return;
    }
    if (result.error.code === 'regeneration_limit') setCards((current) => ({ ...current, [tone]: { ...(current[tone] as CardState & { status: 'done' }), remaining: 0 } }));
    showToast({ title: result.error.title, message: result.error.message, tone: 'error' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void rewrite();
    }
  }

  async function onChoosePack(packId: PackId) {
    setBusyPack(packId);
    if (!(await choosePack(packId))) setBusyPack(null);
  }

  const length = [...draft].length;
  const email = session.status === 'signed-in' ? session.user.email : '';

  return (
    <div className="rewriter" data-ready={ready || undefined}>
      <div className="rewriter__input card">
        <label htmlFor={`${id}-draft`} className="rewriter__label">Your draft message</label>
        <DraftField id={`${id}-draft`} value={draft} analysis={heat} textareaRef={textareaRef} describedBy={`${id}-count ${id}-heat ${id}-shortcut`} onChange={setDraft} onKeyDown={onKeyDown} />
        <div className="rewriter__bar">
          <HeatMeter id={`${id}-heat`} analysis={heat} empty={draft.trim().length === 0} />
          <span id={`${id}-count`} className="rewriter__count muted" aria-live="polite">{length}/{DRAFT_MAX_LENGTH}</span>
        </div>
        <span id={`${id}-shortcut`} className="visually-hidden">Press Control or Command plus Enter to rewrite.</span>
        <ContextControls audience={audience} channel={channel} onAudience={setAudience} onChannel={setChannel} idPrefix={id} />
        <div className="rewriter__submit-row">
          <button type="button" className="button rewriter__submit" onClick={() => void rewrite()} disabled={busy} aria-busy={busy}>
            {busy ? 'Rewriting...' : 'Rewrite'}
          </button>
        </div>
        {needsVerification && (
          <div className="rewriter__notice" role="alert">
            <p><strong>{ERRORS.emailNotVerified.title}</strong></p>
            <p>{ERRORS.emailNotVerified.message}</p>
            {email && <ResendVerification email={email} />}
          </div>
        )}
      </div>

      <ul className="tone-legend" aria-label="The three tones">
        {TONES.map((tone) => (
          <li key={tone} className={`tone-legend__item tone-legend__item--${tone}`}><strong>{TONE_INFO[tone].label}</strong> — {TONE_INFO[tone].hint}</li>
        ))}
      </ul>

      <section className="rewriter__results" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} ref={resultsRef} tabIndex={-1} className="rewriter__results-title">Your rewrites</h2>
        <div className="tone-cards">
          {TONES.map((tone) => (
            <ToneCard key={tone} tone={tone} state={cards[tone]} run={run} onUnlock={() => setPaywallOpen(true)} onRegenerate={(which) => void regenerate(which)} regenerating={regenerating === tone} />
          ))}
        </div>
      </section>

      <Paywall open={paywallOpen} onClose={() => setPaywallOpen(false)} onChoose={(packId) => void onChoosePack(packId)} busyPack={busyPack} />
    </div>
  );
}
