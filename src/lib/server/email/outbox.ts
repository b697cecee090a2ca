// Reads the outbox for /dev/outbox: the files composeRfc822 writes.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { outboxDir } from './index.ts';

export interface OutboxEmail {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

const FILE_PATTERN = /^[0-9TZ:.-]+-[0-9a-f]+\.eml$/;

function parse(file: string, raw: string): OutboxEmail {
  const [head = '', ...rest] = raw.split('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
  const body = rest.join('\n\n');
  const text = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: 8bit\n\n([\s\S]*?)\n--/.exec(body)?.[1] ?? body;
  return { file, to: header('To'), subject: header('Subject'), date: header('Date'), text };
}

export function listOutbox(config: Config): OutboxEmail[] {
  const dir = outboxDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .reverse()
    .map((name) => parse(name, fs.readFileSync(path.join(dir, name), 'utf8')));
}

export function readOutboxEmail(config: Config, file: string): OutboxEmail | null {
  if (!FILE_PATTERN.test(file)) return null;
  const full = path.join(outboxDir(config), file);
  return fs.existsSync(full) ? parse(file, fs.readFileSync(full, 'utf8')) : null;
}
