// The draft's short trips through sessionStorage — never the URL, never our server:
// prefillDraft (example pages → /) and the pending draft kept while the user signs in.
const PREFILL_KEY = 'prefillDraft';
const PENDING_KEY = 'cooldraft.pendingDraft';

function take(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

/** Read once and cleared: an example's draft, or the draft the user wrote before signing in. */
export function takeStartingDraft(): string | null {
  return take(PREFILL_KEY) ?? take(PENDING_KEY);
}

export function keepPendingDraft(draft: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, draft);
  } catch {
    // storage unavailable: the user types it again
  }
}
