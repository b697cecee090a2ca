import type { APIRoute } from 'astro';
import { getConfig } from '../../lib/server/config.ts';
import { getSql } from '../../lib/server/db.ts';
import { errorResponse, jsonResponse, readJsonBody } from '../../lib/server/http.ts';
import { consumeRate } from '../../lib/server/rate-limit.ts';
import { getProvider } from '../../lib/server/rewrite/index.ts';
import { parseRegenerateBody } from '../../lib/server/rewrite/request.ts';
import { regenerateTone } from '../../lib/server/rewrite/service.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

// Regenerate one tone of a premium rewrite: {message, tone, rewriteId, audience?, channel?} → {tone, text, remaining}.
export const POST: APIRoute = async ({ request, locals }) => {
  const parsed = await readJsonBody(request);
  if (!parsed.ok) return parsed.response;
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.authRequired, 401);
  if (!user.emailVerified) return errorResponse(ERRORS.emailNotVerified, 403);
  const body = parseRegenerateBody(parsed.body);
  if (!body.ok) return errorResponse(body.error, 400);
  const sql = getSql();
  const config = getConfig();
  const rate = await consumeRate(sql, `rewrite:user:${user.id}`, { window: 60, max: config.rewritesPerMinute });
  if (!rate.allowed) return errorResponse(ERRORS.rateLimited, 429, { 'Retry-After': String(rate.retryAfter) });
  const outcome = await regenerateTone(sql, getProvider(config), {
    userId: user.id,
    draft: body.draft,
    context: body.context,
    secret: config.authSecret ?? '',
    tone: body.tone,
    rewriteId: body.rewriteId,
  });
  return outcome.ok ? jsonResponse({ tone: outcome.tone, text: outcome.text, remaining: outcome.remaining }) : errorResponse(outcome.error, outcome.status);
};
