import type { APIRoute } from 'astro';
import { getConfig } from '../../lib/server/config.ts';
import { getSql } from '../../lib/server/db.ts';
import { errorResponse, isPlainObject, jsonResponse, readJsonBody } from '../../lib/server/http.ts';
import { logEvent } from '../../lib/server/log.ts';
import { fulfilCheckout } from '../../lib/server/payments/fulfil.ts';
import { getPayments } from '../../lib/server/payments/index.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

export const POST: APIRoute = async ({ request, locals }) => {
  const parsed = await readJsonBody(request);
  if (!parsed.ok) return parsed.response;
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.verifyAuthRequired, 401);
  const sessionId = isPlainObject(parsed.body) ? parsed.body.session_id : undefined;
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 300) return errorResponse(ERRORS.verifyFailed, 400);
  const config = getConfig();
  try {
    // Only the session's own user: another user's session grants nothing to anyone here.
    const result = await fulfilCheckout(getSql(), config, getPayments(config), sessionId, user.id);
    if (!result.ok) return errorResponse(ERRORS.verifyFailed, result.reason === 'not_found' || result.reason === 'wrong_user' ? 404 : 400);
    return jsonResponse({ added: result.added, credits: result.credits });
  } catch (error) {
    logEvent('error', 'purchase verification failed', { userId: user.id, error: (error as Error).message });
    return errorResponse(ERRORS.verifyFailed, 502);
  }
};
