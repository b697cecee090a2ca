import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, cspForHtml } from '../../src/lib/server/security-headers.ts';

describe('security headers', () => {
  it('always sends nosniff, the referrer policy and a locked-down CSP; HSTS only over https', () => {
    const plain = baseSecurityHeaders(false);
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it("lifts Astro's meta policy into the header and adds frame-ancestors", () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'"></head>`;
    const csp = cspForHtml(html);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('falls back to scripts from self when a page has no meta policy', () => {
    const csp = cspForHtml('<html><head></head></html>');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
  });
});
