import type { APIRoute } from 'astro';
import { getAuth } from '../../../lib/server/auth.ts';
import { errorResponse, readJsonBody } from '../../../lib/server/http.ts';
import { ERRORS } from '../../../lib/shared/errors.ts';

const AUTH_BODY_LIMIT = 16 * 1024; // an email, a password, a token: far less than this

// better-auth's own routes (decisions.md, "HTTP contract"). Bodies are checked here first — JSON, a
// small size, valid UTF-8, an object — so bad input is a 4xx from us, never an error inside the library.
export const ALL: APIRoute = async ({ request }) => {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return getAuth().handler(request);
  if (request.headers.get('content-length') === '0' || (!request.headers.has('content-type') && !request.body)) {
    return getAuth().handler(new Request(request.url, { method: request.method, headers: withJson(request.headers), body: '{}' }));
  }
  const parsed = await readJsonBody(request, AUTH_BODY_LIMIT);
  if (!parsed.ok) return parsed.response;
  if (typeof parsed.body !== 'object' || parsed.body === null || Array.isArray(parsed.body)) return errorResponse(ERRORS.invalidField, 400);
  return getAuth().handler(new Request(request.url, { method: request.method, headers: withJson(request.headers), body: JSON.stringify(parsed.body) }));
};

function withJson(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set('content-type', 'application/json');
  copy.delete('content-length');
  return copy;
}
