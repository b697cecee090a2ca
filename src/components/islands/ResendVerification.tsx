// "Resend verification email": wherever the unverified state is shown. The server rate-limits it.
import { useState } from 'react';
import { apiRequest } from '../../lib/client/api.ts';
import { showToast } from '../../lib/client/toast.ts';

export default function ResendVerification({ email, className = 'button button--small button--ghost' }: { email: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  async function resend() {
    setState('sending');
    const result = await apiRequest('/api/auth/send-verification-email', { body: { email, callbackURL: '/?verified=1' } });
    if (!result.ok) {
      setState('idle');
      showToast({ title: 'Error', message: result.error.message, tone: 'error' });
      return;
    }
    setState('sent');
    showToast({ title: 'Verification email sent', message: `Check ${email} for the link.`, tone: 'success' });
  }
  return (
    <button type="button" className={className} onClick={resend} disabled={state !== 'idle'} aria-busy={state === 'sending'}>
      {state === 'sent' ? 'Email sent — check your inbox' : state === 'sending' ? 'Sending…' : 'Resend verification email'}
    </button>
  );
}
