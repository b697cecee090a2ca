// Fetch wrappers for our own endpoints: JSON in, JSON out, errors as values with the server's text.
import type { AppError } from '../shared/errors.ts';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: AppError };

const NETWORK_ERROR: AppError = { code: 'network_error', title: 'Error', message: 'We could not reach Cooldraft. Check your connection and try again.' };

export async function apiRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (response.ok) return { ok: true, data: payload as T };
  return { ok: false, status: response.status, error: toAppError(payload, response.status) };
}

/** Our endpoints answer {error: {code, title, message}}; better-auth answers {code, message}. */
function toAppError(payload: unknown, status: number): AppError {
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    const inner = record.error;
    if (inner && typeof inner === 'object') {
      const error = inner as Record<string, unknown>;
      return { code: String(error.code ?? status), title: String(error.title ?? 'Error'), message: String(error.message ?? 'Something went wrong.') };
    }
    if (typeof record.message === 'string') {
      const code = typeof record.code === 'string' ? record.code : String(status);
      const message = status === 429 ? 'Too many attempts. Please wait a few minutes and try again.' : record.message;
      return { code: status === 429 ? 'rate_limited' : code, title: 'Error', message };
    }
  }
  if (status === 429) return { code: 'rate_limited', title: 'Error', message: 'Too many attempts. Please wait a few minutes and try again.' };
  return { code: String(status), title: 'Error', message: 'Something went wrong. Please try again.' };
}
