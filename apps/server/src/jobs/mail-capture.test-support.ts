/** A real SMTP server on loopback that keeps what it receives, decoded enough to read. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach } from 'vitest';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Codec } from '../lib/crypto.ts';
import { createMailer } from '../lib/mail.ts';
import type { JobContext } from './job.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface MailCapture {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailCapture(): Promise<MailCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decode(raw) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Subject (RFC 2047 words) and body (quoted-printable or base64) of a single-part text message. */
export function decode(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? qp(body)
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

function qp(s: string): string {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A job context whose mail goes to a capture (emptied before each test), with a public address
 * for the links; both closed after the file.
 */
export async function jobContextWithMail(config: Config, db: Db, codec: Codec) {
  const capture = await startMailCapture();
  const ctx: JobContext = {
    config: { ...config, SMTP_URL: capture.url, PUBLIC_URL: 'https://ethics.northwind.example' },
    db,
    codec,
    mailer: await createMailer({ ...config, SMTP_URL: capture.url }),
  };
  afterAll(async () => {
    await ctx.mailer.close();
    await capture.close();
  });
  beforeEach(() => {
    capture.received.length = 0;
  });
  return { ctx, capture };
}
