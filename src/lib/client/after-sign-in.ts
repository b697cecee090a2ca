// Where a user goes once signed in: to checkout when they picked a pack first, else back to the page
// that sent them to /auth (the rewriter restores the draft it saved), else home.
import { resumePendingCheckout } from './checkout.ts';

const RETURN_KEY = 'cooldraft.returnTo';

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // storage unavailable: the user lands on / after signing in
  }
}

function takeReturnPath(): string {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    // only our own paths: never an absolute URL
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

export async function afterSignIn(): Promise<void> {
  if (await resumePendingCheckout('sign-in')) return;
  location.assign(takeReturnPath());
}
