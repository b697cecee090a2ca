// Request parsing and error answers shared by every product endpoint: JSON only, bounded bodies,
// the error shape of decisions.md. Bad input is always a 4xx, never a 500.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppError } from '../shared/errors.ts';
import { ERRORS } from '../shared/errors.ts';
import { JSON_BODY_LIMIT } from '../shared/limits.ts';
import type { Config } from './config.ts';

export function errorResponse(error: AppError, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(
    { error: { code: error.code, title: error.title, message: error.message } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

export type TextResult = { ok: true; text: string } | { ok: false; response: Response };

/** Reads a JSON request's body as text: JSON content type, at most `limit` bytes (Content-Length is not trusted), valid UTF-8. */
export async function readJsonText(request: Request, limit = JSON_BODY_LIMIT): Promise<TextResult> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, response: errorResponse(ERRORS.unsupportedMediaType, 415) };
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return { ok: false, response: errorResponse(ERRORS.bodyTooLarge, 413) };
  const bytes = await readLimited(request, limit);
  if (bytes === null) return { ok: false, response: errorResponse(ERRORS.bodyTooLarge, 413) };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, response: errorResponse(ERRORS.invalidJson, 400) };
  }
}

/** Reads a JSON body of at most `limit` bytes. */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT): Promise<BodyResult> {
  const read = await readJsonText(request, limit);
  if (!read.ok) return read;
  try {
    return { ok: true, body: JSON.parse(read.text) as unknown };
  } catch {
    return { ok: false, response: errorResponse(ERRORS.invalidJson, 400) };
  }
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null; // the adapter's own body limit or a broken stream
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?cooldraft\.session_token=/;

/**
 * decisions.md: a state-changing request that carries a session cookie must come from our own origin
 * (Origin equal to SITE_URL's, or Sec-Fetch-Site: same-origin). A foreign Origin is refused even
 * without a cookie; a request with neither header and no cookie (a server-to-server client) passes.
 */
export function isAllowedOrigin(request: Request, config: Config): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin !== null && origin !== 'null') return origin === config.siteUrl.origin || fetchSite === 'same-origin';
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  return !SESSION_COOKIE.test(request.headers.get('cookie') ?? '');
}

let notFoundHtml: string | null = null;

/**
 * The 404 page with status 404, for rendered pages that find nothing (Astro.rewrite cannot reach the
 * prerendered 404 page). The launcher tells us where the built client files are.
 */
export function notFound(): Response {
  if (notFoundHtml === null) {
    const dir = process.env.COOLDRAFT_CLIENT_DIR;
    try {
      notFoundHtml = dir ? readFileSync(path.join(dir, '404.html'), 'utf8') : '';
    } catch {
      notFoundHtml = '';
    }
  }
  return new Response(notFoundHtml || '<!doctype html><title>Page not found</title><h1>404 Oops! Page not found</h1><a href="/">Return to Home</a>', {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
