// Every user-facing error text (product.md §5 and §8). Endpoints answer {"error": {code, title, message}};
// the UI shows title and message as they come.
import { DRAFT_MAX_LENGTH, DRAFT_MIN_LENGTH } from './limits.ts';

export interface AppError {
  code: string;
  title: string;
  message: string;
}

export const ERRORS = {
  invalidJson: { code: 'invalid_json', title: 'Invalid request', message: 'The request body must be valid JSON.' },
  unsupportedMediaType: { code: 'unsupported_media_type', title: 'Invalid request', message: 'Send the request as JSON (Content-Type: application/json).' },
  bodyTooLarge: { code: 'body_too_large', title: 'Request too large', message: 'The request body is too large.' },
  invalidField: { code: 'invalid_request', title: 'Invalid request', message: 'The request is missing a field or has one of the wrong type.' },
  foreignOrigin: { code: 'forbidden_origin', title: 'Request blocked', message: 'This request must come from the Cooldraft site itself.' },
  missingDraft: { code: 'missing_draft', title: 'Missing draft', message: 'Please paste your message first' },
  draftTooShort: { code: 'draft_too_short', title: 'Message too short', message: `Please enter at least ${DRAFT_MIN_LENGTH} characters.` },
  authRequired: { code: 'auth_required', title: 'Authentication required', message: 'Please sign in to use this feature.' },
  emailNotVerified: {
    code: 'email_not_verified',
    title: 'Email Verification Required',
    message: 'Please verify your email address before using the rewrite feature. Check your inbox for the verification link.',
  },
  limitReached: { code: 'limit_reached', title: 'Limit reached', message: "You've used your free rewrite. Select a plan to unlock more." },
  rateLimited: { code: 'rate_limited', title: 'Too many requests', message: 'Too many requests. Please wait a moment and try again.' },
  rewriteFailed: { code: 'rewrite_failed', title: 'Error', message: 'Failed to rewrite message. Please try again.' },
  rewriteUnavailable: { code: 'provider_unavailable', title: 'Error', message: 'Failed to rewrite message. Please try again.' },
  invalidPlan: { code: 'invalid_plan', title: 'Invalid pricing plan', message: 'Invalid pricing plan selected.' },
  invalidStoredPlan: { code: 'invalid_plan', title: 'Invalid pricing plan', message: 'Invalid pricing plan. Please select a valid plan.' },
  checkoutFailed: { code: 'checkout_failed', title: 'Error', message: 'Failed to start checkout. Please try again.' },
  checkoutFailedFromAuth: { code: 'checkout_failed', title: 'Error', message: 'Unable to start checkout. Please try again.' },
  verifyAuthRequired: { code: 'auth_required', title: 'Authentication required', message: 'Please sign in to verify your purchase.' },
  verifyFailed: { code: 'verification_failed', title: 'Verification failed', message: "We couldn't verify your purchase automatically." },
  portalFailed: { code: 'portal_failed', title: 'Error', message: 'Failed to open subscription management. Please try again.' },
  accountRequired: { code: 'account_required', title: 'Account Required', message: 'Please create an account or sign in to purchase a plan.' },
  notFound: { code: 'not_found', title: 'Not found', message: 'There is nothing at this address.' },
  internal: { code: 'internal_error', title: 'Error', message: 'Something went wrong on our side. Please try again.' },
  serviceUnavailable: { code: 'service_unavailable', title: 'Service unavailable', message: 'Cooldraft is briefly unavailable. Please try again in a moment.' },
} satisfies Record<string, AppError>;

export function draftTooLong(length: number): AppError {
  return { code: 'draft_too_long', title: 'Message too long', message: `Maximum ${DRAFT_MAX_LENGTH} characters allowed. Current: ${length}` };
}
