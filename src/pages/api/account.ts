import type { APIRoute } from 'astro';
import { accountView } from '../../lib/server/account.ts';
import { getSql } from '../../lib/server/db.ts';
import { errorResponse, jsonResponse } from '../../lib/server/http.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

export const GET: APIRoute = async ({ locals }) => {
  const user = await locals.getUser();
  if (!user) return errorResponse(ERRORS.authRequired, 401);
  return jsonResponse(await accountView(getSql(), user));
};
