// "Manage Plan": opens the customer portal (Stripe's, or the demo's purchase list).
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/client/api.ts';
import { showToast } from '../../lib/client/toast.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

export default function ManagePlan() {
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  async function open() {
    setBusy(true);
    const result = await apiRequest<{ url: string }>('/api/customer-portal', { body: {} });
    if (result.ok && result.data?.url) {
      location.assign(result.data.url);
      return;
    }
    setBusy(false);
    showToast({ title: 'Error', message: ERRORS.portalFailed.message, tone: 'error' });
  }
  return (
    <button type="button" className="button" data-ready={ready || undefined} onClick={open} disabled={busy} aria-busy={busy}>
      {busy ? 'Opening…' : 'Manage Plan'}
    </button>
  );
}
