// The draft field with its heat meter (issue 8): a real <textarea> over a mirror that highlights the
// heated spans in place, a 0–100 score with a label, and the reasons in plain words. Everything is
// computed in the browser from the shared analysis module: no network, no sign-in.
import { useMemo, useRef } from 'react';
import type { ChangeEvent, KeyboardEvent, RefObject } from 'react';
import { analyzeDraft } from '../../lib/shared/analysis/index.ts';
import type { HeatAnalysis } from '../../lib/shared/analysis/index.ts';
import { DRAFT_MAX_LENGTH } from '../../lib/shared/limits.ts';

interface DraftFieldProps {
  id: string;
  value: string;
  analysis: HeatAnalysis;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  describedBy: string;
  onChange(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void;
}

/** The mirror's text with the spans wrapped in <mark>; a trailing newline keeps the heights equal. */
function Highlights({ text, analysis }: { text: string; analysis: HeatAnalysis }) {
  const parts: (string | { text: string; kind: string })[] = [];
  let at = 0;
  for (const span of [...analysis.spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at) continue; // overlapping spans: the first wins
    if (span.start > at) parts.push(text.slice(at, span.start));
    parts.push({ text: text.slice(span.start, span.end), kind: span.kind });
    at = span.end;
  }
  parts.push(`${text.slice(at)}\n`);
  return <>{parts.map((part, index) => (typeof part === 'string' ? part : <mark key={index} className={`heat-mark heat-mark--${part.kind}`}>{part.text}</mark>))}</>;
}

export function DraftField({ id, value, analysis, textareaRef, describedBy, onChange, onKeyDown }: DraftFieldProps) {
  const mirrorRef = useRef<HTMLDivElement>(null);
  return (
    <div className="draft-field">
      <div className="draft-field__mirror" ref={mirrorRef} aria-hidden="true">
        <Highlights text={value} analysis={analysis} />
      </div>
      <textarea
        id={id}
        ref={textareaRef}
        className="rewriter__textarea draft-field__input"
        value={value}
        maxLength={DRAFT_MAX_LENGTH}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          if (mirrorRef.current) mirrorRef.current.scrollTop = event.currentTarget.scrollTop;
        }}
        placeholder="Paste the text or email you're about to send…"
        rows={8}
        spellCheck
        aria-describedby={describedBy}
      />
    </div>
  );
}

export function useHeat(text: string): HeatAnalysis {
  return useMemo(() => analyzeDraft(text), [text]);
}

export function HeatMeter({ id, analysis, empty }: { id: string; analysis: HeatAnalysis; empty: boolean }) {
  const level = Math.max(0, Math.min(100, Math.round(analysis.score)));
  return (
    <div className={`heat heat--${analysis.label}`} id={id}>
      <div className="heat__row">
        <p className="heat__score" aria-live="polite">
          <strong>Heat {empty ? 0 : level}</strong> · {empty ? 'calm' : analysis.label}
        </p>
        {/* a native meter: no inline styles, which our CSP does not allow */}
        <meter className="heat__bar" aria-label="Heat" min={0} max={100} low={25} high={60} optimum={0} value={empty ? 0 : level} />
      </div>
      {!empty && analysis.reasons.length > 0 && (
        <ul className="heat__reasons" aria-label="Why it reads as heated">
          {analysis.reasons.map((reason) => <li key={reason}>{reason}</li>)}
        </ul>
      )}
    </div>
  );
}
