// A real SMTP server (smtp-server) on a free local port that keeps what it receives.
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** the text/plain part, transfer-decoded */
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(index + 1, index + 3))) {
      bytes.push(parseInt(soft.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function textPart(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  // The part ends at the MIME boundary, not at any line that starts with "--": a quoted-printable link broken across lines
  // can go on with "--" (a token's base64url), and the text had been cut there now and then.
  const boundary = /boundary="?([^"\n;]+)"?/i.exec(normalized)?.[1];
  const end = boundary ? `\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '\n--';
  const match = new RegExp(String.raw`Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]+)\n)?(?:[^\n]+\n)*\n([\s\S]*?)${end}`, 'i').exec(normalized);
  if (!match) return normalized;
  const encoding = (match[1] ?? '').trim().toLowerCase();
  const body = match[2] ?? '';
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export async function startSmtpServer(): Promise<{ url: string; received: ReceivedEmail[]; stop(): Promise<void> }> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: textPart(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
