import { SMTPServer } from 'smtp-server';
import { decode, type ReceivedMail } from '../../apps/server/src/jobs/mail-capture.test-support.ts';
import { E2E_SMTP_PORT } from './constants.ts';

export interface Mailbox {
  received: ReceivedMail[];
  /** The first message to this address (with this subject, when given), waiting for the server's outbox to send it. */
  waitFor(to: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The end-to-end server's SMTP server (SMTP_URL points at E2E_SMTP_PORT on loopback), keeping what arrives. */
export async function openMailbox(): Promise<Mailbox> {
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
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return {
    received,
    async waitFor(to, subject, timeoutMs = 30_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        const mail = received.find((m) => m.to.includes(to) && (subject === undefined || m.subject === subject));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
