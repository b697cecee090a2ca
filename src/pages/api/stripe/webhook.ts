import type { APIRoute } from 'astro';
import { getConfig } from '../../../lib/server/config.ts';
import { getSql } from '../../../lib/server/db.ts';
import { handleWebhook } from '../../../lib/server/payments/webhook.ts';

const MAX_BYTES = 512 * 1024;

// The raw body is verified against Stripe-Signature before anything reads it as JSON.
export const POST: APIRoute = async ({ request }) => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) return Response.json({ error: 'too large' }, { status: 413 });
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    return Response.json({ error: 'unreadable body' }, { status: 400 });
  }
  if (raw.length > MAX_BYTES) return Response.json({ error: 'too large' }, { status: 413 });
  const result = await handleWebhook(getSql(), getConfig(), raw, request.headers.get('stripe-signature'));
  return Response.json(result.body, { status: result.status });
};
