import type { APIRoute } from 'astro';
import { getConfig } from '../../lib/server/config.ts';
import { getSql } from '../../lib/server/db.ts';
import { errorResponse, jsonResponse, readJsonBody } from '../../lib/server/http.ts';
import { consumeRate } from '../../lib/server/rate-limit.ts';
import { getProvider } from '../../lib/server/rewrite/index.ts';
import { rewriteForUser, streamRewriteForUser } from '../../lib/server/rewrite/service.ts';
import type { StreamEvent } from '../../lib/server/rewrite/service.ts';
import { parseRewriteBody } from '../../lib/server/rewrite/request.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

function sseResponse(run: (emit: (event: StreamEvent) => boolean, signal: AbortSignal) => Promise<void>, requestSignal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  requestSignal.addEventListener('abort', () => abort.abort(), { once: true });
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const emit = (event: StreamEvent): boolean => {
        if (closed || abort.signal.aborted) return false;
        try {
          controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
          return true;
        } catch {
          return false;
        }
      };
      try {
        await run(emit, abort.signal);
      } finally {
        if (!closed) {
          closed = true;
          try {
            controller.close();
          } catch {
            // already closed by a client that left
          }
        }
      }
    },
    cancel() {
      closed = true; // the client left
      abort.abort();
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' } });
}

export const POST: APIRoute = async ({ request, locals }) => {
  const parsed = await readJsonBody(request);
  if (!parsed.ok) return parsed.response;

  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.authRequired, 401);
  if (!user.emailVerified) return errorResponse(ERRORS.emailNotVerified, 403);

  const body = parseRewriteBody(parsed.body);
  if (!body.ok) return errorResponse(body.error, 400);

  const sql = getSql();
  const config = getConfig();
  const rate = await consumeRate(sql, `rewrite:user:${user.id}`, { window: 60, max: config.rewritesPerMinute });
  if (!rate.allowed) return errorResponse(ERRORS.rateLimited, 429, { 'Retry-After': String(rate.retryAfter) });

  const provider = getProvider(config);
  const rewrite = { userId: user.id, draft: body.draft, context: body.context, secret: config.authSecret ?? '' };
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) {
    return sseResponse((emit, signal) => streamRewriteForUser(sql, provider, rewrite, emit, signal), request.signal);
  }
  const outcome = await rewriteForUser(sql, provider, rewrite);
  if (!outcome.ok) return errorResponse(outcome.error, outcome.status);
  // The body is exactly the contract's; the id for regenerating a tone travels in a header.
  const { rewriteId, ...answer } = outcome.response;
  const response = jsonResponse(answer);
  if (rewriteId) response.headers.set('X-Rewrite-Id', rewriteId);
  return response;
};
