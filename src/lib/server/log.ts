// Structured JSON log lines. Never pass a draft, a rewrite or a request body here: fields are
// identifiers, counts, codes and durations only.
import { currentRequest } from './request-context.ts';

type Level = 'info' | 'warn' | 'error';

export function logEvent(level: Level, msg: string, fields: Record<string, string | number | boolean | null | undefined> = {}): void {
  const request = currentRequest();
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, requestId: request?.requestId, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
