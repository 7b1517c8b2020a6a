import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages are written when no SMTP server is set; null when they go out by SMTP. */
  readonly outbox: string | null;
  /** Closes the connection; a temporary outbox (DATA_DIR memory://) is removed. */
  close(): Promise<void>;
}

const outboxOf = (dataDir: string) => path.resolve(dataDir, 'outbox');

/** Whether the outbox folder takes files; until the mailer has made it, whether the data folder it goes in does. */
async function outboxWritable(dataDir: string): Promise<boolean> {
  const folder = outboxOf(dataDir);
  const found = await stat(folder).then(
    (info) => (info.isDirectory() ? folder : null),
    (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? dataDir : null),
  );
  if (found === null) return false;
  return access(found, constants.W_OK).then(
    () => true,
    () => false,
  );
}

/** The SMTP address with every wait of the connection bounded: a server that stops answering lets go of the socket. */
function boundedSmtpUrl(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  for (const wait of ['connectionTimeout', 'greetingTimeout', 'socketTimeout'])
    url.searchParams.set(wait, String(timeoutMs));
  return url.toString();
}

/**
 * Whether mail can go out now (decision 133): the SMTP server answers and takes the sign-in within
 * `timeoutMs` in all; with none set, the outbox takes files (a temporary one always does), except in
 * production, where nobody would receive them.
 */
export async function checkMail(
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'PRODUCTION'>,
  timeoutMs = 5000,
): Promise<{ transport: 'smtp' | 'outbox'; up: boolean }> {
  if (!config.SMTP_URL) {
    const up = config.DATA_DIR === 'memory://' || (await outboxWritable(config.DATA_DIR));
    return { transport: 'outbox', up: up && !config.PRODUCTION };
  }
  const transport = nodemailer.createTransport(boundedSmtpUrl(config.SMTP_URL, timeoutMs));
  // Each wait is bounded on its socket; a server slow at every step is bounded as a whole here.
  const deadline = new AbortController();
  const late = sleep(timeoutMs, undefined, { signal: deadline.signal }).then(() => {
    throw new Error('The SMTP server took too long');
  });
  try {
    await Promise.race([transport.verify(), late]);
    return { transport: 'smtp', up: true };
  } catch {
    return { transport: 'smtp', up: false };
  } finally {
    deadline.abort();
    transport.close();
  }
}

/**
 * Sends over SMTP_URL; with none set, writes each message as an .eml file under
 * DATA_DIR/outbox (a temporary folder when DATA_DIR is memory://), so a first run shows
 * what would have been sent.
 */
export async function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Promise<Mailer> {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
      close: async () => transport.close(),
    };
  }
  const temporary = config.DATA_DIR === 'memory://';
  const outbox = temporary ? await mkdtemp(path.join(os.tmpdir(), 'candor-outbox-')) : outboxOf(config.DATA_DIR);
  await mkdir(outbox, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    outbox,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temp = path.join(outbox, `.${name}.part`);
      await writeFile(temp, info.message, { mode: 0o600 });
      await rename(temp, path.join(outbox, name));
    },
    async close() {
      transport.close();
      if (temporary) await rm(outbox, { recursive: true, force: true });
    },
  };
}
