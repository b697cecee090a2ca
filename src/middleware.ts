import { defineMiddleware } from 'astro:middleware';
import { getSessionUser } from './lib/server/auth.ts';
import type { SessionUser } from './lib/server/auth.ts';
import { compressResponse } from './lib/server/compress.ts';
import { getConfig } from './lib/server/config.ts';
import { currentRequest } from './lib/server/request-context.ts';
import { describeError, isDatabaseDown } from './lib/server/failures.ts';
import { errorResponse, isAllowedOrigin } from './lib/server/http.ts';
import { logEvent } from './lib/server/log.ts';
import { cspForHtml } from './lib/server/security-headers.ts';
import { ERRORS } from './lib/shared/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Its signature authenticates it; it never carries our cookie.
const ORIGIN_EXEMPT = new Set(['/api/stripe/webhook']);

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url } = context;
  if (!SAFE_METHODS.has(request.method) && !ORIGIN_EXEMPT.has(url.pathname) && !isAllowedOrigin(request, getConfig())) {
    return errorResponse(ERRORS.foreignOrigin, 403);
  }

  let user: Promise<SessionUser | null> | undefined;
  context.locals.getUser = () =>
    (user ??= getSessionUser(request.headers).then((found) => {
      const current = currentRequest();
      if (current && found) current.userId = found.id; // for the request log line
      return found;
    }));

  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // Never a bare 500 page for an API: a database that is away is a clear 503 to retry.
    const down = isDatabaseDown(error);
    logEvent('error', down ? 'database unavailable' : 'request failed', { route: url.pathname, error: describeError(error) });
    return errorResponse(down ? ERRORS.serviceUnavailable : ERRORS.internal, down ? 503 : 500);
  }
  // Rendered pages carry Astro's CSP (script and style hashes) as a header; add what a <meta> could
  // not carry. Prerendered pages get the same from the launcher's static path. The response is
  // changed in place before compression.
  const astroPolicy = response.headers.get('content-security-policy');
  if (astroPolicy && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
    try {
      response.headers.set('Content-Security-Policy', cspForHtml('', astroPolicy));
      if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-store');
    } catch {
      // immutable headers (a fetched response): leave them as they are
    }
  }
  return compressResponse(request, response);
});
