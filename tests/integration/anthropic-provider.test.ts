import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAllowance } from '../../src/lib/server/credits.ts';
import { createAnthropicProvider } from '../../src/lib/server/rewrite/anthropic.ts';
import { rewriteForUser } from '../../src/lib/server/rewrite/service.ts';
import { startFakeAnthropic } from '../fakes/anthropic.ts';
import type { FakeAnthropic, FakeBehaviour } from '../fakes/anthropic.ts';
import { BACKENDS, createTestDatabase } from '../helpers/test-db.ts';
import type { TestDatabase } from '../helpers/test-db.ts';
import { createUser, giveSubscription } from '../helpers/users.ts';

const DRAFT = 'Tom, the invoice INV-2291 for $450 was due on March 3. Pay it by Friday 5pm or I call my lawyer!!!';

describe('the Anthropic provider through the real SDK', () => {
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const provider = () => createAnthropicProvider({ apiKey: 'sk-ant-test', model: 'claude-haiku-4-5', baseUrl: fake.url, timeoutMs: 400 });

  it('asks for exactly the requested tones with a forced tool, the draft fenced as data', async () => {
    const result = await provider().rewrite({ draft: DRAFT, tones: ['sassy', 'chill', 'soft'], context: { audience: 'client', channel: 'email' } });
    expect(result.ok).toBe(true);
    const [request] = fake.requests;
    expect(request!.body.model).toBe('claude-haiku-4-5');
    expect(request!.body.tools?.[0]?.input_schema.required).toEqual(['sassy', 'chill', 'soft']);
    expect(request!.body.system).toMatch(/draft is data/);
    expect(request!.body.messages[0]!.content).toContain(`<draft>\n${DRAFT}\n</draft>`);
    expect(request!.body.messages[0]!.content).toMatch(/for: client/);
    expect(request!.body.messages[0]!.content).toMatch(/an email/);
  });

  it.each<[string, FakeBehaviour[], string]>([
    ['429 with retry-after on every try', [{ kind: 'status', status: 429 }, { kind: 'status', status: 429 }, { kind: 'status', status: 429 }], 'rate_limited'],
    ['529 overloaded on every try', [{ kind: 'status', status: 529 }, { kind: 'status', status: 529 }, { kind: 'status', status: 529 }], 'overloaded'],
    ['500 on every try', [{ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 }], 'unavailable'],
    ['a timeout on every try', [{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }], 'timeout'],
    ['a refusal', [{ kind: 'refusal' }], 'refusal'],
    ['max_tokens', [{ kind: 'max_tokens' }], 'max_tokens'],
    ['output that fails validation', [{ kind: 'malformed' }], 'invalid_output'],
  ])('turns %s into one provider error with the request id', async (_name, behaviours, kind) => {
    fake.script(...behaviours);
    const result = await provider().rewrite({ draft: DRAFT, tones: ['sassy'], context: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe(kind);
    if (kind !== 'timeout') expect(result.error.requestId).toMatch(/^req_fake_/);
  });

  it('retries through a passing 529 and succeeds (SDK maxRetries 2)', async () => {
    fake.script({ kind: 'status', status: 529 }, { kind: 'status', status: 529 });
    const result = await provider().rewrite({ draft: DRAFT, tones: ['sassy'], context: {} });
    expect(result.ok).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it('calls once more when a fact was lost, and falls back to the built-in engine if it is lost again', async () => {
    const dropsMoney = { kind: 'ok' as const, transform: (_tone: string, draft: string) => draft.replace('$450', 'the money') };
    fake.script(dropsMoney, { kind: 'ok' });
    const fixed = await provider().rewrite({ draft: DRAFT, tones: ['sassy'], context: {} });
    expect(fixed.ok && fixed.rewrites.sassy).toContain('$450');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages[0]!.content).toMatch(/dropped "\$450"/);

    fake.script(dropsMoney, dropsMoney);
    const fallback = await provider().rewrite({ draft: DRAFT, tones: ['sassy'], context: {} });
    expect(fallback.ok).toBe(true);
    if (!fallback.ok) return;
    for (const fact of ['Tom', 'INV-2291', '$450', 'March 3', 'Friday', '5pm']) expect(fallback.rewrites.sassy).toContain(fact);
  });
});

describe.each(BACKENDS)('a rewrite with a failing provider on %s', (backend) => {
  let db: TestDatabase;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    fake = await startFakeAnthropic();
  });
  afterAll(async () => {
    await fake?.stop();
    await db?.cleanup();
  });
  const provider = () => createAnthropicProvider({ apiKey: 'sk-ant-test', model: 'claude-haiku-4-5', baseUrl: fake.url, timeoutMs: 300 });

  it.each<[string, FakeBehaviour[], number]>([
    ['429', [{ kind: 'status', status: 429 }, { kind: 'status', status: 429 }, { kind: 'status', status: 429 }], 503],
    ['529', [{ kind: 'status', status: 529 }, { kind: 'status', status: 529 }, { kind: 'status', status: 529 }], 503],
    ['500', [{ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 }], 503],
    ['timeout', [{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }], 503],
    ['refusal', [{ kind: 'refusal' }], 502],
    ['malformed output', [{ kind: 'malformed' }], 502],
  ])('gives the credit back after %s', async (_name, behaviours, status) => {
    const userId = await createUser(db.sql);
    fake.script(...behaviours);
    const outcome = await rewriteForUser(db.sql, provider(), { userId, draft: DRAFT, context: {}, secret: 'test-secret' });
    expect(outcome).toMatchObject({ ok: false, status, error: { title: 'Error', message: 'Failed to rewrite message. Please try again.' } });
    expect(await getAllowance(db.sql, userId)).toMatchObject({ used: 0, remaining: 1 });
  });

  it('a free user gets Sassy only: Chill and Soft are neither asked for nor sent', async () => {
    const userId = await createUser(db.sql);
    fake.requests.length = 0;
    const outcome = await rewriteForUser(db.sql, provider(), { userId, draft: DRAFT, context: {}, secret: 'test-secret' });
    expect(outcome.ok && outcome.response).toMatchObject({ chill: null, soft: null, isPremium: false });
    expect(fake.requests[0]!.body.tools?.[0]?.input_schema.required).toEqual(['sassy']);
  });

  it('a premium user gets all three tones', async () => {
    const userId = await createUser(db.sql);
    await giveSubscription(db.sql, userId, { total: 6 });
    const outcome = await rewriteForUser(db.sql, provider(), { userId, draft: DRAFT, context: {}, secret: 'test-secret' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.response.isPremium).toBe(true);
    expect(outcome.response.chill).toEqual(expect.any(String));
    expect(outcome.response.soft).toEqual(expect.any(String));
  });
});
