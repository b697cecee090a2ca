// The rewrite id a premium user gets with a rewrite: a signed, expiring proof that binds the usage row,
// the user and the draft (by HMAC, recomputed from the draft the client sends back — nothing about the
// draft is stored). It lets the user regenerate a tone of *this* rewrite without spending a credit.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const LIFETIME_MS = 60 * 60 * 1000;
export const MAX_REGENERATIONS_PER_TONE = 2;

function mac(secret: string, usageId: string, userId: string, draft: string, expires: number): string {
  const draftDigest = createHash('sha256').update(draft).digest('base64url');
  return createHmac('sha256', secret).update(`${usageId}.${userId}.${draftDigest}.${expires}`).digest('base64url');
}

export function issueRewriteId(secret: string, usageId: string, userId: string, draft: string, now = Date.now()): string {
  const expires = now + LIFETIME_MS;
  return `${usageId}.${expires}.${mac(secret, usageId, userId, draft, expires)}`;
}

/** The usage id the token grants, or null when it is forged, for another user or draft, or expired. */
export function verifyRewriteId(secret: string, token: string, userId: string, draft: string, now = Date.now()): string | null {
  const [usageId, expiresText, signature, extra] = token.split('.');
  if (!usageId || !expiresText || !signature || extra !== undefined || !/^\d+$/.test(usageId) || !/^\d+$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires < now) return null;
  const expected = Buffer.from(mac(secret, usageId, userId, draft, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? usageId : null;
}
