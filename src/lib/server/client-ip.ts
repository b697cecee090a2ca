/** Set by our own server (scripts/launcher.ts) on every request, from the socket or the trusted proxy hop; a client's own value is overwritten. */
export const CLIENT_IP_HEADER = 'x-cooldraft-client-ip';

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}
