// Calls POST /api/rewrite-message asking for server-sent events, so each tone shows as soon as it
// arrives. Errors come back in the same shapes as the JSON endpoint.
import type { AppError } from '../shared/errors.ts';
import type { RewriteContext, Tone } from '../shared/rewrite.ts';

export type RewriteStreamEvent =
  | { type: 'start'; isPremium: boolean; tones: Tone[] }
  | { type: 'tone'; tone: Tone; text: string }
  | { type: 'done'; isPremium: boolean; rewriteId: string | null }
  | { type: 'error'; status: number; error: AppError };

const NETWORK_ERROR: AppError = { code: 'network_error', title: 'Error', message: 'Failed to rewrite message. Please try again.' };

export async function streamRewrite(message: string, context: RewriteContext, onEvent: (event: RewriteStreamEvent) => void): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/rewrite-message', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ message, ...context }),
      credentials: 'same-origin',
    });
  } catch {
    onEvent({ type: 'error', status: 0, error: NETWORK_ERROR });
    return;
  }
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    let error = NETWORK_ERROR;
    try {
      const payload = (await response.json()) as { error?: AppError };
      if (payload.error) error = payload.error;
    } catch {
      // not JSON: keep the generic message
    }
    onEvent({ type: 'error', status: response.status, error });
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        if (!data) continue;
        const event = JSON.parse(data) as RewriteStreamEvent;
        if (event.type === 'done' || event.type === 'error') finished = true;
        onEvent(event);
      }
    }
  } catch {
    // a broken connection: reported below
  }
  if (!finished) onEvent({ type: 'error', status: 0, error: NETWORK_ERROR });
}
