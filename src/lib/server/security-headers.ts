// Security headers for every response (issue 2). Pure: used by the launcher's static path and by the
// Astro middleware for rendered pages. Imported by Node directly, so only erasable TypeScript.

/** Directives every page shares; Astro adds script-src and style-src with the hashes of its inline code. */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
] as const;

const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'";
const META_CSP = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

export function baseSecurityHeaders(isHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': NON_HTML_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  };
  if (isHttps) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/**
 * The CSP header for an HTML page: the policy Astro wrote into the page's <meta> (scripts and styles from
 * self plus the hashes of Astro's own inline code) and frame-ancestors, which a <meta> cannot carry.
 */
export function cspForHtml(html: string, astroHeader: string | null = null): string {
  const match = META_CSP.exec(html);
  const policy =
    astroHeader ?? // on-demand pages: Astro sends the policy as a header instead of a <meta>
    (match?.[1]
      ? match[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')
      : [...PAGE_CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'"].join('; '));
  const directives = policy.split(';').map((d) => d.trim()).filter((d) => d && !d.startsWith('frame-ancestors'));
  directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}
