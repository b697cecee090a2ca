// /auth/reset-password?token=…: choose a new password. The token works once and expires; resetting
// signs the account out everywhere (revokeSessionsOnPasswordReset).
import { useState } from 'react';
import type { FormEvent } from 'react';
import { apiRequest } from '../../lib/client/api.ts';
import { queueToast } from '../../lib/client/toast.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/shared/limits.ts';

function readToken(): { token: string | null; expired: boolean } {
  if (typeof location === 'undefined') return { token: null, expired: false };
  const params = new URLSearchParams(location.search);
  return { token: params.get('token'), expired: params.get('error') === 'INVALID_TOKEN' };
}

export default function ResetPasswordForm() {
  const [{ token, expired }] = useState(readToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token || expired) {
    return (
      <div className="auth-card card" role="alert">
        <h2>This reset link doesn't work</h2>
        <p>It has expired or was already used. Ask for a new one from the sign-in page.</p>
        <p><a className="button" href="/auth">Back to sign in</a></p>
      </div>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setError(`Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (password !== confirm) return setError('The two passwords are different.');
    setBusy(true);
    setError(null);
    const result = await apiRequest('/api/auth/reset-password', { body: { newPassword: password, token } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.code === 'INVALID_TOKEN' ? 'This reset link has expired or was already used. Ask for a new one.' : result.error.message);
      return;
    }
    queueToast({ title: 'Password changed', message: 'Sign in with your new password.', tone: 'success' });
    location.assign('/auth');
  }

  return (
    <div className="auth-card card">
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <input id="new-password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby="new-password-hint" />
          <p id="new-password-hint" className="field-hint">At least {PASSWORD_MIN_LENGTH} characters.</p>
        </div>
        <div className="field">
          <label htmlFor="confirm-password">Repeat the new password</label>
          <input id="confirm-password" type="password" autoComplete="new-password" required value={confirm} onChange={(event) => setConfirm(event.target.value)} />
        </div>
        {error && <p className="form-error" role="alert">{error}</p>}
        <button className="button" type="submit" disabled={busy} aria-busy={busy}>{busy ? 'Saving…' : 'Save new password'}</button>
      </form>
    </div>
  );
}
