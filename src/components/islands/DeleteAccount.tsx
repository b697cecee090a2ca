// Delete account (password required): removes the user, sessions, credits and usage; purchase records
// keep their accounting fields without the person (db/migrations/0003).
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { apiRequest } from '../../lib/client/api.ts';
import { trapFocus } from '../../lib/client/focus-trap.ts';
import { $session, broadcastAuth } from '../../lib/client/session.ts';
import { queueToast } from '../../lib/client/toast.ts';

export default function DeleteAccount() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => (dialogRef.current ? trapFocus(dialogRef.current) : undefined), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError('Enter your password to confirm.');
    setBusy(true);
    const result = await apiRequest('/api/auth/delete-user', { body: { password } });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.code === 'INVALID_PASSWORD' ? 'That password is not right.' : result.error.message);
      return;
    }
    $session.set({ status: 'signed-out' });
    broadcastAuth('signed-out');
    queueToast({ title: 'Account deleted', message: 'Your account and its data are gone. Thank you for trying Cooldraft.', tone: 'info' });
    location.assign('/');
  }

  return (
    <>
      <button type="button" className="button button--danger" data-ready={ready || undefined} onClick={() => { setError(null); dialogRef.current?.showModal(); }}>
        Delete account
      </button>
      <dialog ref={dialogRef} className="modal" aria-labelledby="delete-title" onClose={() => setPassword('')}>
        <form onSubmit={onSubmit} noValidate>
          <h2 id="delete-title">Delete your account?</h2>
          <p>This removes your email, sign-in sessions, credits and usage history. It cannot be undone.</p>
          <div className="field">
            <label htmlFor="delete-password">Password</label>
            <input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
          </div>
          {error && <p className="form-error" role="alert">{error}</p>}
          <div className="modal__actions">
            <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>Cancel</button>
            <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy}>{busy ? 'Deleting…' : 'Delete my account'}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
