import type { APIRoute } from 'astro';
import { errorResponse } from '../../lib/server/http.ts';
import { ERRORS } from '../../lib/shared/errors.ts';

// Unknown API paths answer JSON, not the HTML 404 page.
export const ALL: APIRoute = () => errorResponse(ERRORS.notFound, 404);
