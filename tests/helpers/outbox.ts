// Reads the outbox the way a person would read their inbox: newest email to an address, and its links.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxEmail {
  file: string;
  raw: string;
  subject: string;
  text: string;
  links: string[];
}

export function readOutbox(dataDir: string): OutboxEmail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().map((file) => {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    const text = /Content-Transfer-Encoding: 8bit\n\n([\s\S]*?)\n--/.exec(raw)?.[1] ?? '';
    return { file, raw, subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] };
  });
}

export async function waitForEmail(dataDir: string, to: string, subject: RegExp, after = 0, timeoutMs = 10_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readOutbox(dataDir).filter((email) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(email.raw) && subject.test(email.subject));
    if (found.length > after) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
