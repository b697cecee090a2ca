import type { APIRoute } from 'astro';
import { getConfig } from '../../lib/server/config.ts';
import { errorResponse, jsonResponse } from '../../lib/server/http.ts';
import { logEvent } from '../../lib/server/log.ts';
import { getPayments } from '../../lib/server/payments/index.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

export const POST: APIRoute = async ({ locals }) => {
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.authRequired, 401);
  try {
    return jsonResponse(await getPayments(getConfig()).createPortal({ userId: user.id }));
  } catch (error) {
    logEvent('warn', 'customer portal failed', { userId: user.id, error: (error as Error).message });
    return errorResponse(ERRORS.portalFailed, 502);
  }
};
