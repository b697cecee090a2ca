import type { APIRoute } from 'astro';
import { getSql, pingDatabase } from '../lib/server/db.ts';

export const GET: APIRoute = async () => {
  const ok = await pingDatabase(getSql());
  return Response.json({ ok }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
};
