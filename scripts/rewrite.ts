// `npm run --silent rewrite`: rewrite a draft from stdin and print {"sassy","chill","soft"} as JSON.
//   --batch                 read JSON lines {"draft": …} and write one JSON line per input, in order
//   --provider builtin|anthropic   (anthropic needs ANTHROPIC_API_KEY; default: what the environment says)
//   --audience partner|…    --channel text|email
// It never touches the database and never writes the draft anywhere but stdout.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/lib/server/config.ts';
import { createAnthropicProvider } from '../src/lib/server/rewrite/anthropic.ts';
import { builtinProvider } from '../src/lib/server/rewrite/builtin.ts';
import type { RewriteProvider } from '../src/lib/server/rewrite/provider.ts';
import { checkDraft } from '../src/lib/shared/draft.ts';
import { AUDIENCES, CHANNELS, TONES } from '../src/lib/shared/rewrite.ts';
import type { Audience, Channel, RewriteContext } from '../src/lib/shared/rewrite.ts';

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run --silent rewrite -- [--batch] [--provider builtin|anthropic] [--audience ${AUDIENCES.join('|')}] [--channel text|email] < draft\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    batch: { type: 'boolean', default: false },
    provider: { type: 'string' },
    audience: { type: 'string' },
    channel: { type: 'string' },
  },
  strict: true,
});

if (values.audience && !(AUDIENCES as readonly string[]).includes(values.audience)) usage(`unknown audience "${values.audience}"`);
if (values.channel && !(CHANNELS as readonly string[]).includes(values.channel)) usage(`unknown channel "${values.channel}"`);
const baseContext: RewriteContext = { audience: values.audience as Audience | undefined, channel: values.channel as Channel | undefined };

function chooseProvider(): RewriteProvider {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', SITE_URL: '', ALLOW_DEMO: '1' });
  if (!config.ok) usage(config.errors.join('\n'));
  const wanted = values.provider ?? config.config.rewrite.provider;
  if (wanted === 'builtin') return builtinProvider;
  if (wanted !== 'anthropic') usage(`unknown provider "${wanted}"`);
  if (config.config.rewrite.provider !== 'anthropic') usage('--provider anthropic needs ANTHROPIC_API_KEY');
  return createAnthropicProvider(config.config.rewrite);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Line = { sassy: string; chill: string; soft: string } | { error: string };

async function rewriteOne(provider: RewriteProvider, raw: unknown, context: RewriteContext): Promise<Line> {
  if (typeof raw !== 'string') return { error: 'draft must be a string' };
  const draft = checkDraft(raw);
  if (!draft.ok) return { error: draft.error.message };
  const result = await provider.rewrite({ draft: draft.draft, tones: TONES, context });
  if (!result.ok) return { error: `provider failed: ${result.error.kind}${result.error.requestId ? ` (request ${result.error.requestId})` : ''}` };
  return { sassy: result.rewrites.sassy, chill: result.rewrites.chill, soft: result.rewrites.soft };
}

const provider = chooseProvider();
const input = await readStdin();
if (!values.batch) {
  const line = await rewriteOne(provider, input, baseContext);
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.exit('error' in line ? 1 : 0);
}

let failures = 0;
for (const [index, text] of input.split('\n').entries()) {
  if (!text.trim()) continue;
  let line: Line;
  try {
    const parsed = JSON.parse(text) as { draft?: unknown; audience?: unknown; channel?: unknown };
    const context: RewriteContext = {
      audience: (AUDIENCES as readonly unknown[]).includes(parsed.audience) ? (parsed.audience as Audience) : baseContext.audience,
      channel: (CHANNELS as readonly unknown[]).includes(parsed.channel) ? (parsed.channel as Channel) : baseContext.channel,
    };
    line = await rewriteOne(provider, parsed.draft, context);
  } catch {
    line = { error: `line ${index + 1} is not JSON` };
  }
  if ('error' in line) failures++;
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
process.exit(failures > 0 ? 1 : 0);
