import type { APIRoute } from 'astro';
import { getConfig } from '../../lib/server/config.ts';
import { errorResponse, isPlainObject, jsonResponse, readJsonBody } from '../../lib/server/http.ts';
import { logEvent } from '../../lib/server/log.ts';
import { pricedPacks } from '../../lib/server/payments/catalogue.ts';
import { getPayments } from '../../lib/server/payments/index.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

export const POST: APIRoute = async ({ request, locals }) => {
  const parsed = await readJsonBody(request);
  if (!parsed.ok) return parsed.response;
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.accountRequired, 401);
  if (!user.emailVerified) return errorResponse(ERRORS.emailNotVerified, 403);
  const priceId = isPlainObject(parsed.body) ? parsed.body.priceId : undefined;
  const config = getConfig();
  const pack = pricedPacks(config).find((item) => item.priceId === priceId);
  if (!pack) return errorResponse(ERRORS.invalidPlan, 400);
  try {
    const checkout = await getPayments(config).createCheckout({ userId: user.id, email: user.email, pack });
    return jsonResponse({ url: checkout.url });
  } catch (error) {
    logEvent('error', 'checkout could not start', { userId: user.id, pack: pack.id, error: (error as Error).message });
    return errorResponse(ERRORS.checkoutFailed, 502);
  }
};
