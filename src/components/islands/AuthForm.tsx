// /auth: Sign In and Sign Up as WAI-ARIA tabs, plus "Forgot password?". Client checks mirror the
// server's (product.md §5, decisions.md: 8 characters); the server's message wins when it refuses.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { apiRequest } from '../../lib/client/api.ts';
import { $session, broadcastAuth, loadSession } from '../../lib/client/session.ts';
import { queueToast, showToast } from '../../lib/client/toast.ts';
import { afterSignIn } from '../../lib/client/after-sign-in.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/shared/limits.ts';

type Tab = 'sign-in' | 'sign-up';
type View = { kind: 'tabs' } | { kind: 'forgot' } | { kind: 'reset-sent'; email: string } | { kind: 'signed-up'; email: string };

const TABS: { id: Tab; label: string }[] = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
];

function validate(tab: Tab, email: string, password: string): string | null {
  if (!email.trim() || !password) return 'Please enter your email and password.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return 'Please enter a valid email address.';
  if (tab === 'sign-up' && password.length < PASSWORD_MIN_LENGTH) return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export default function AuthForm() {
  const session = useStore($session);
  const [tab, setTab] = useState<Tab>(() => (typeof location !== 'undefined' && location.hash === '#sign-up' ? 'sign-up' : 'sign-in'));
  const [view, setView] = useState<View>({ kind: 'tabs' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (view.kind !== 'tabs') headingRef.current?.focus();
  }, [view.kind]);

  function selectTab(next: Tab, focus = false) {
    setTab(next);
    setError(null);
    if (focus) tabRefs.current[next]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((item) => item.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key]! + TABS.length) % TABS.length]!;
    selectTab(next.id, true);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(tab, email, password);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    const path = tab === 'sign-in' ? '/api/auth/sign-in/email' : '/api/auth/sign-up/email';
    const result = await apiRequest<{ user: unknown }>(path, { body: { email: email.trim(), password } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      showToast({ title: 'Error', message: result.error.message, tone: 'error' });
      return;
    }
    await loadSession();
    broadcastAuth('signed-in');
    if (tab === 'sign-up') {
      setView({ kind: 'signed-up', email: email.trim() });
      return;
    }
    queueToast({ title: 'Welcome back!', message: "You're signed in.", tone: 'success' });
    await afterSignIn();
  }

  async function onForgot(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Please enter a valid email address.');
      return;
    }
    setBusy(true);
    const result = await apiRequest('/api/auth/request-password-reset', { body: { email: email.trim(), redirectTo: '/auth/reset-password' } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      showToast({ title: 'Error', message: result.error.message, tone: 'error' });
      return;
    }
    setView({ kind: 'reset-sent', email: email.trim() });
  }

  if (view.kind === 'signed-up') {
    return (
      <div className="auth-card card" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1}>Check your email to verify</h2>
        <p>We sent a verification link to <strong>{view.email}</strong>. Open it to confirm your address — then your free rewrite is ready.</p>
        <p className="muted">You're already signed in. The link usually opens in a new tab; this page notices when you've verified.</p>
        <p><a className="button" href="/">Go to the rewriter</a></p>
      </div>
    );
  }

  if (view.kind === 'reset-sent') {
    return (
      <div className="auth-card card" aria-live="polite">
        <h2 ref={headingRef} tabIndex={-1}>Check your email</h2>
        <p>If an account exists for <strong>{view.email}</strong>, we've sent a link to choose a new password. It expires in 1 hour.</p>
        <p><button type="button" className="link-button" onClick={() => setView({ kind: 'tabs' })}>Back to sign in</button></p>
      </div>
    );
  }

  if (view.kind === 'forgot') {
    return (
      <div className="auth-card card">
        <h2 ref={headingRef} tabIndex={-1}>Reset your password</h2>
        <p className="muted">Enter your account's email and we'll send you a link to choose a new password.</p>
        <form onSubmit={onForgot} noValidate>
          <div className="field">
            <label htmlFor={`${id}-reset-email`}>Email</label>
            <input id={`${id}-reset-email`} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
          </div>
          {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
          <button className="button" type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Sending…' : 'Send reset link'}</button>
        </form>
        <p><button type="button" className="link-button" onClick={() => { setError(null); setView({ kind: 'tabs' }); }}>Back to sign in</button></p>
      </div>
    );
  }

  const signedInAs = session.status === 'signed-in' ? session.user.email : null;
  return (
    <div className="auth-card card" data-ready={ready || undefined}>
      {signedInAs && (
        <p className="auth-note" role="status">You're signed in as <strong>{signedInAs}</strong>. <a href="/">Go to the rewriter</a></p>
      )}
      <div role="tablist" aria-label="Sign in or sign up" className="tabs">
        {TABS.map((item) => (
          <button
            key={item.id}
            ref={(element) => { tabRefs.current[item.id] = element; }}
            role="tab"
            type="button"
            id={`${id}-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === item.id ? 0 : -1}
            className="tab"
            onClick={() => selectTab(item.id)}
            onKeyDown={onTabKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="tabpanel">
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby={error ? `${id}-error` : undefined} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>Password</label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete={tab === 'sign-in' ? 'current-password' : 'new-password'}
              required
              minLength={tab === 'sign-up' ? PASSWORD_MIN_LENGTH : undefined}
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={[tab === 'sign-up' ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
            />
            {tab === 'sign-up' && <p id={`${id}-hint`} className="field-hint">At least {PASSWORD_MIN_LENGTH} characters.</p>}
          </div>
          {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
          <button className="button auth-submit" type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait…' : tab === 'sign-in' ? 'Sign In' : 'Create account'}
          </button>
        </form>
        {tab === 'sign-in' ? (
          <p className="auth-links"><button type="button" className="link-button" onClick={() => { setError(null); setView({ kind: 'forgot' }); }}>Forgot password?</button></p>
        ) : (
          <p className="auth-terms muted">By signing up, you agree to our terms and <a href="/privacy">privacy policy</a>.</p>
        )}
      </div>
    </div>
  );
}
