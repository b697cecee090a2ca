import type { APIRoute } from 'astro';
import { getConfig } from '../../../../lib/server/config.ts';
import { getSql } from '../../../../lib/server/db.ts';
import { errorResponse } from '../../../../lib/server/http.ts';
import { findDemoSession, markDemoSessionPaid } from '../../../../lib/server/payments/demo.ts';
import { handleWebhook, signedDemoEvent } from '../../../../lib/server/payments/webhook.ts';
import { ERRORS } from '../../../../lib/shared/errors.ts';

// The demo's Pay button: the session becomes paid, and a signed checkout.session.completed event goes
// through the same webhook handler Stripe would call; then the browser goes to /success.
export const POST: APIRoute = async ({ params, locals, redirect }) => {
  const config = getConfig();
  if (config.payments.mode !== 'demo') return errorResponse(ERRORS.notFound, 404);
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.authRequired, 401);
  const session = await findDemoSession(params.id ?? '');
  if (!session || session.userId !== user.id) return errorResponse(ERRORS.notFound, 404);
  await markDemoSessionPaid(session.id);
  const event = signedDemoEvent(config, session.id);
  await handleWebhook(getSql(), config, event.payload, event.signature);
  return redirect(`/success?session_id=${encodeURIComponent(session.id)}`, 303);
};
