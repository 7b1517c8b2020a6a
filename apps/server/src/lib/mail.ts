import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Sends over SMTP_URL; with none set, writes each message as an .eml file under
 * DATA_DIR/outbox (a temporary folder when DATA_DIR is memory://), so a first run shows
 * what would have been sent.
 */
const outboxOf = (dataDir: string) => path.resolve(dataDir, 'outbox');

/**
 * Whether mail can go out now: the SMTP server answers and takes the sign-in within
 * `timeoutMs`, or, with none set, the outbox folder (or the data folder it is made in) takes
 * files; a temporary one always does.
 */
export async function checkMail(
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>,
  timeoutMs = 5000,
): Promise<{ transport: 'smtp' | 'outbox'; up: boolean }> {
  if (!config.SMTP_URL) {
    if (config.DATA_DIR === 'memory://') return { transport: 'outbox', up: true };
    const writable = (dir: string) =>
      access(dir, constants.W_OK).then(
        () => true,
        () => false,
      );
    // The mailer makes the folder when it starts, in whichever process runs the jobs.
    const up = (await writable(outboxOf(config.DATA_DIR))) || (await writable(config.DATA_DIR));
    return { transport: 'outbox', up };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const up = await Promise.race([transport.verify().then(() => true as const), late]);
    return { transport: 'smtp', up };
  } catch {
    return { transport: 'smtp', up: false };
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

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
