// The signed-in state shared by the header script and every island (nanostores), kept in step across
// tabs: a BroadcastChannel message when a tab signs in, out or verifies, and a fresh look on focus.
import { atom } from 'nanostores';
import { apiRequest } from './api.ts';

export interface ClientUser {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
}

export type SessionState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: ClientUser };

export const $session = atom<SessionState>({ status: 'loading' });

const CHANNEL = 'cooldraft-auth';
let channel: BroadcastChannel | null = null;
let inFlight: Promise<SessionState> | null = null;

export function loadSession(): Promise<SessionState> {
  inFlight ??= (async () => {
    const result = await apiRequest<{ user: ClientUser } | null>('/api/auth/get-session');
    const state: SessionState = result.ok && result.data?.user ? { status: 'signed-in', user: result.data.user } : { status: 'signed-out' };
    $session.set(state);
    inFlight = null;
    return state;
  })();
  return inFlight;
}

export type AuthBroadcast = 'signed-in' | 'signed-out' | 'verified';

export function broadcastAuth(message: AuthBroadcast): void {
  channel?.postMessage(message);
}

/** Called once per page: first load, cross-tab messages and a check when the tab regains focus. */
export function watchSession(onBroadcast?: (message: AuthBroadcast) => void): void {
  if (typeof BroadcastChannel !== 'undefined' && !channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<AuthBroadcast>) => {
      void loadSession().then(() => onBroadcast?.(event.data));
    });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadSession();
  });
  void loadSession();
}

export async function signOut(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { body: {} });
  $session.set({ status: 'signed-out' });
  broadcastAuth('signed-out');
}
