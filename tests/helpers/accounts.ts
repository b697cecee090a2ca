// Accounts made the way a person makes them: sign-up over HTTP, then the link from the outbox.
import type { BrowserContext } from 'playwright-core';
import { waitForEmail } from './outbox.ts';
import type { RunningServer } from './server.ts';

export interface TestAccount {
  email: string;
  password: string;
  cookie: string;
  /** the value of the session cookie, for a browser context */
  token: string;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.com`;
}

export async function signUpOverHttp(server: RunningServer, options: { email?: string; verified?: boolean; ip?: string } = {}): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = 'test password 123';
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: server.url };
  if (options.ip) headers['X-Forwarded-For'] = options.ip;
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))!;
  const cookie = setCookie.split(';')[0]!;
  if (options.verified !== false) {
    const mail = await waitForEmail(server.dataDir, email, /Verify your email/);
    const link = mail.links.find((href) => href.includes('verify-email'))!;
    const verify = await fetch(link, { redirect: 'manual', headers: options.ip ? { 'X-Forwarded-For': options.ip } : {} });
    if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  }
  return { email, password, cookie, token: cookie.slice(cookie.indexOf('=') + 1) };
}

export async function addSessionCookie(context: BrowserContext, server: RunningServer, account: TestAccount): Promise<void> {
  await context.addCookies([{ name: 'cooldraft.session_token', value: decodeURIComponent(account.token), url: server.url, httpOnly: true, sameSite: 'Lax' }]);
}

/** POST JSON to our API as a signed-in browser would (same Origin, the session cookie). */
export function postAs(server: RunningServer, account: TestAccount | null, path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: server.url, ...extraHeaders };
  if (account) headers.Cookie = account.cookie;
  return fetch(`${server.url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
}
