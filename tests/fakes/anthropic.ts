// A local stand-in for the Anthropic Messages API, driven through the real @anthropic-ai/sdk via
// ANTHROPIC_BASE_URL. Each request takes the next behaviour from a script (default: success), and
// every request body is recorded so tests can see what the provider was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'ok'; delayMs?: number; delayByTone?: Record<string, number>; transform?: (tone: string, draft: string) => string; latency?: { firstTokenMs: number; tokensPerSecond: number } }
  | { kind: 'status'; status: 429 | 500 | 503 | 529 | 400; retryAfterMs?: number }
  | { kind: 'hang' } // never answers: the client's timeout fires
  | { kind: 'refusal' }
  | { kind: 'max_tokens' }
  | { kind: 'malformed' };

export interface RecordedRequest {
  body: { model: string; system?: string; messages: { role: string; content: string }[]; tools?: { name: string; input_schema: { required: string[] } }[] };
  headers: http.IncomingHttpHeaders;
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedRequest[];
  /** behaviours for the next requests, in order; when empty every request gets the default */
  script(...behaviours: FakeBehaviour[]): void;
  /** what a request gets when nothing is scripted (success, by default) */
  setDefault(behaviour: FakeBehaviour): void;
  stop(): Promise<void>;
}

/** The draft the app put between <draft> tags. */
export function draftOf(request: RecordedRequest): string {
  const content = request.body.messages.at(-1)?.content ?? '';
  return /<draft>\n([\s\S]*)\n<\/draft>/.exec(content)?.[1] ?? '';
}

function defaultTransform(tone: string, draft: string): string {
  // Keeps every fact: a fake "rewrite" that just frames the draft.
  return `${tone === 'sassy' ? 'Straight up:' : tone === 'chill' ? 'Hey,' : 'I hear you.'} ${draft.replace(/!+/g, '.')}`;
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const requests: RecordedRequest[] = [];
  const queue: FakeBehaviour[] = [];
  let fallback: FakeBehaviour = { kind: 'ok' };
  let counter = 0;
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      requests.push({ body, headers: req.headers });
      const requestId = `req_fake_${++counter}`;
      const behaviour = queue.shift() ?? fallback;
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': requestId, ...headers });
        res.end(JSON.stringify(payload));
      };
      const tones = body.tools?.[0]?.input_schema.required ?? ['sassy'];
      const draft = draftOf({ body, headers: req.headers });
      const message = (input: Record<string, unknown>, stopReason = 'tool_use') => ({
        id: `msg_${counter}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: [{ type: 'tool_use', id: `toolu_${counter}`, name: 'submit_rewrites', input }],
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 100 },
      });
      switch (behaviour.kind) {
        case 'ok': {
          const transform = behaviour.transform ?? defaultTransform;
          const input = Object.fromEntries(tones.map((tone) => [tone, transform(tone, draft)]));
          // A realistic model: time to first token, then the whole output at a steady rate (~4 characters a token).
          const outputChars = Object.values(input).reduce((sum, text) => sum + String(text).length, 0);
          const delay = behaviour.latency
            ? behaviour.latency.firstTokenMs + ((outputChars / 4) / behaviour.latency.tokensPerSecond) * 1000
            : behaviour.delayByTone ? Math.max(...tones.map((tone) => behaviour.delayByTone![tone] ?? 0)) : (behaviour.delayMs ?? 0);
          setTimeout(() => send(200, message(input)), delay);
          return;
        }
        case 'status': {
          const type = behaviour.status === 529 ? 'overloaded_error' : behaviour.status === 429 ? 'rate_limit_error' : behaviour.status === 400 ? 'invalid_request_error' : 'api_error';
          send(behaviour.status, { type: 'error', error: { type, message: 'fake failure' } }, { 'retry-after-ms': String(behaviour.retryAfterMs ?? 5), 'x-should-retry': behaviour.status === 400 ? 'false' : 'true' });
          return;
        }
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        case 'refusal':
          send(200, { ...message({}), content: [{ type: 'text', text: 'I cannot help with that.' }], stop_reason: 'refusal' });
          return;
        case 'max_tokens':
          send(200, message({ sassy: 'cut o' }, 'max_tokens'));
          return;
        case 'malformed':
          send(200, message({ sassy: 42 }));
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...behaviours) => queue.push(...behaviours),
    setDefault: (behaviour) => {
      fallback = behaviour;
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
