// Draft limits and validation (product.md §5), shared by the textarea and the endpoint.
import type { AppError } from './errors.ts';
import { ERRORS, draftTooLong } from './errors.ts';
import { DRAFT_MAX_LENGTH, DRAFT_MIN_LENGTH } from './limits.ts';

export type DraftCheck = { ok: true; draft: string } | { ok: false; error: AppError };

/** Length is counted in characters (code points), after trimming. */
export function checkDraft(raw: string): DraftCheck {
  const draft = raw.trim();
  const length = [...draft].length;
  if (length === 0) return { ok: false, error: ERRORS.missingDraft };
  if (length < DRAFT_MIN_LENGTH) return { ok: false, error: ERRORS.draftTooShort };
  if (length > DRAFT_MAX_LENGTH) return { ok: false, error: draftTooLong(length) };
  return { ok: true, draft };
}
