// Per-request facts for the logs (request id, user id), carried by AsyncLocalStorage. The launcher
// starts the context; the app (a separate copy of this module in the build) reads the same storage
// through a global symbol.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  userId: string | null;
}

const STORAGE_KEY = Symbol.for('cooldraft.requestContext');
type Holder = { [STORAGE_KEY]?: AsyncLocalStorage<RequestContext> };

export function requestStorage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[STORAGE_KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[STORAGE_KEY];
}

export function currentRequest(): RequestContext | undefined {
  return requestStorage().getStore();
}
