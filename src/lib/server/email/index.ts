// Sends the product's emails: SMTP when SMTP_URL is set, otherwise the outbox — one RFC 822 file per
// email in $DATA_DIR/outbox, readable at /dev/outbox. No draft text ever goes into an email.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { getConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { logEvent } from '../log.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

function encodeHeader(value: string): string {
  // RFC 2047 for anything beyond printable ASCII
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * The outbox file: RFC 822 with a multipart/alternative body whose text part is sent 8bit, so every
 * link stands in the file exactly as it is (quoted-printable would fold and escape it).
 */
export function composeRfc822(from: string, email: OutgoingEmail, date = new Date()): string {
  const boundary = `cooldraft-${randomBytes(12).toString('hex')}`;
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'cooldraft.example';
  return [
    `From: ${from}`,
    `To: ${email.to}`,
    `Subject: ${encodeHeader(email.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(16).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    email.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    (Buffer.from(email.html, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\n'),
    `--${boundary}--`,
    '',
  ].join('\n');
}

const smtpTransports = new Map<string, Transporter>();

function smtp(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

export async function sendEmail(email: OutgoingEmail, config: Config = getConfig()): Promise<void> {
  const message = { from: config.email.from, to: email.to, subject: email.subject, text: email.text, html: email.html };
  if (config.email.transport === 'smtp') {
    const info = await smtp(config.email.smtpUrl).sendMail(message);
    logEvent('info', 'email sent', { transport: 'smtp', subject: email.subject, messageId: info.messageId });
    return;
  }
  const dir = outboxDir(config);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString()}-${randomBytes(4).toString('hex')}.eml`);
  fs.writeFileSync(file, composeRfc822(config.email.from, email), { mode: 0o600 });
  logEvent('info', 'email written to outbox', { subject: email.subject, file: path.basename(file) });
}
