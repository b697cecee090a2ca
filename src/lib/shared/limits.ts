// Limits that the browser and the server both enforce (product.md §5, §9; decisions.md).
export const DRAFT_MIN_LENGTH = 10;
export const DRAFT_MAX_LENGTH = 5000;
export const PASSWORD_MIN_LENGTH = 8; // decisions.md: the spec's 6 is below the NIST/OWASP floor
export const PASSWORD_MAX_LENGTH = 128;
/** bytes: a 5,000-character draft in 4-byte characters, JSON-escaped, fits with room to spare */
export const JSON_BODY_LIMIT = 64 * 1024;
export const MOBILE_BREAKPOINT_PX = 768;
