// Choosing a pack (product.md §4): signed in → checkout; signed out → remember the price id in
// localStorage (pendingPriceId) and sign in first; the stored id is validated, removed, then used.
import type { AppError } from '../shared/errors.ts';
import { ERRORS } from '../shared/errors.ts';
import type { PackId } from '../shared/packs.ts';
import { apiRequest } from './api.ts';
import { $session, loadSession } from './session.ts';
import { queueToast, showToast } from './toast.ts';

const PENDING_KEY = 'pendingPriceId';

/** This deployment's price ids, server-rendered into every page by BaseLayout. */
export function priceIds(): Record<PackId, string> | null {
  try {
    return JSON.parse(document.querySelector<HTMLMetaElement>('meta[name="cooldraft-prices"]')?.content ?? 'null') as Record<PackId, string> | null;
  } catch {
    return null;
  }
}

function isKnownPriceId(priceId: string): boolean {
  return Object.values(priceIds() ?? {}).includes(priceId);
}

/** Starts checkout and leaves the page; on failure shows `failure` and returns false. */
export async function startCheckout(priceId: string, failure: AppError = ERRORS.checkoutFailed): Promise<boolean> {
  const result = await apiRequest<{ url: string }>('/api/create-checkout', { body: { priceId } });
  if (result.ok && typeof result.data?.url === 'string') {
    location.assign(result.data.url);
    return true;
  }
  const error = !result.ok && (result.error.code === 'email_not_verified' || result.error.code === 'invalid_plan') ? result.error : failure;
  showToast({ title: error.title === 'Error' ? 'Error' : error.title, message: error.message, tone: 'error' });
  return false;
}

export async function choosePack(packId: PackId): Promise<boolean> {
  const priceId = priceIds()?.[packId];
  if (!priceId) {
    showToast({ title: 'Error', message: ERRORS.checkoutFailed.message, tone: 'error' });
    return false;
  }
  // A click before the session has loaded must not send a signed-in user to sign up: wait for it.
  const current = $session.get();
  const session = current.status === 'loading' ? await loadSession() : current;
  if (session.status !== 'signed-in') {
    try {
      localStorage.setItem(PENDING_KEY, priceId);
    } catch {
      // storage unavailable: the user picks the pack again after signing in
    }
    queueToast({ title: ERRORS.accountRequired.title, message: ERRORS.accountRequired.message, tone: 'info' });
    location.assign('/auth#sign-up');
    return true;
  }
  return startCheckout(priceId);
}

export function hasPendingCheckout(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Resumes a pack chosen before signing in. `path` says where we are: right after sign-in on /auth
 * (failures send the user home) or an existing session loading on any page (failures → /pricing).
 */
export async function resumePendingCheckout(path: 'sign-in' | 'session-load'): Promise<boolean> {
  let priceId: string | null = null;
  try {
    priceId = localStorage.getItem(PENDING_KEY);
    localStorage.removeItem(PENDING_KEY);
  } catch {
    return false;
  }
  if (priceId === null) return false;
  const fallback = path === 'sign-in' ? '/' : '/pricing';
  if (!isKnownPriceId(priceId)) {
    queueToast({ title: 'Error', message: ERRORS.invalidStoredPlan.message, tone: 'error' });
    location.assign(fallback);
    return true;
  }
  const started = await startCheckout(priceId, path === 'sign-in' ? ERRORS.checkoutFailedFromAuth : ERRORS.checkoutFailed);
  if (!started && path === 'sign-in') {
    queueToast({ title: 'Error', message: ERRORS.checkoutFailedFromAuth.message, tone: 'error' });
    location.assign('/');
  }
  return true;
}
