// A local stand-in for the parts of the Stripe API Cooldraft uses, driven through the real `stripe`
// SDK (host/port/protocol). Sessions start open and unpaid; tests mark them paid like a card would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  price: string;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  customers: Map<string, { id: string; email: string }>;
  calls: { method: string; path: string; body: Record<string, string> }[];
  markPaid(sessionId: string): void;
  /** make a session id that Stripe knows nothing about fail with 500 for the next call */
  failNext(count?: number): void;
  stop(): Promise<void>;
}

export async function startFakeStripe(prices: Record<string, number>): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const customers = new Map<string, { id: string; email: string }>();
  const calls: FakeStripe['calls'] = [];
  let counter = 0;
  let failures = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      calls.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(payload));
      };
      const notFound = () => send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' } });
      if (failures > 0) {
        failures--;
        return send(500, { error: { type: 'api_error', message: 'fake outage' } });
      }
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        const id = `cus_fake_${++counter}`;
        customers.set(id, { id, email: body.email ?? '' });
        return send(200, { id, object: 'customer', email: body.email });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const price = body['line_items[0][price]'] ?? '';
        if (!(price in prices)) return send(400, { error: { type: 'invalid_request_error', message: `No such price: '${price}'` } });
        const id = `cs_test_fake_${++counter}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: body.mode ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: body.client_reference_id ?? null,
          customer: body.customer ?? null,
          amount_total: prices[price]!,
          currency: 'usd',
          metadata: Object.fromEntries(Object.entries(body).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value])),
          success_url: body.success_url ?? '',
          cancel_url: body.cancel_url ?? '',
          url: `https://checkout.stripe.test/pay/${id}`,
          price,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        if (!session) return notFound();
        const expanded = [...url.searchParams.values()].includes('line_items');
        return send(200, expanded ? { ...session, line_items: { object: 'list', data: [{ id: 'li_1', object: 'item', price: { id: session.price, object: 'price' }, quantity: 1 }] } } : session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        if (!customers.has(body.customer ?? '')) return send(400, { error: { type: 'invalid_request_error', message: 'No such customer' } });
        return send(200, { id: `bps_${++counter}`, object: 'billing_portal.session', url: `https://billing.stripe.test/session/${counter}`, return_url: body.return_url });
      }
      send(404, { error: { type: 'invalid_request_error', message: `unknown route ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    customers,
    calls,
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
    },
    failNext(count = 1) {
      failures = count;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
