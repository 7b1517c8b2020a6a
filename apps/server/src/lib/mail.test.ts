/** `checkMail`: what the health page says of outgoing mail, against real sockets and folders. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCapture } from '../jobs/mail-capture.test-support.ts';
import { checkMail } from './mail.ts';

const NO_PRODUCTION = { PRODUCTION: false };

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
};

describe('checkMail with an SMTP server', () => {
  it('is up when the server answers', async () => {
    const capture = await startMailCapture();
    try {
      expect(await checkMail({ ...NO_PRODUCTION, SMTP_URL: capture.url, DATA_DIR: 'memory://' })).toEqual({
        transport: 'smtp',
        up: true,
      });
      expect(capture.received).toEqual([]);
    } finally {
      await capture.close();
    }
  });

  it('is down when nothing listens at the address', async () => {
    const server = createServer();
    const port = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    expect(await checkMail({ ...NO_PRODUCTION, SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: 'memory://' })).toEqual({
      transport: 'smtp',
      up: false,
    });
  });

  it('is down when the server takes the connection but never greets, and lets go of the socket', async () => {
    const server = createServer();
    const closed = new Promise<void>((resolve) => server.on('connection', (socket) => socket.on('close', resolve)));
    const port = await listen(server);
    try {
      const started = Date.now();
      expect(
        await checkMail({ ...NO_PRODUCTION, SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: 'memory://' }, 300),
      ).toEqual({
        transport: 'smtp',
        up: false,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      // Closed by the check, not by this server.
      await closed;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is down when the server answers every step, but too slowly for the whole check', async () => {
    // Each answer comes well within the 500 ms that bounds one wait; the greeting and EHLO together do not.
    const server = createServer((socket) => {
      const answer = (line: string) => setTimeout(() => socket.writable && socket.write(`${line}\r\n`), 300);
      answer('220 slow.example ESMTP');
      socket.on('data', (data) => {
        const command = data.toString().slice(0, 4).toUpperCase();
        if (command === 'EHLO') answer('250 slow.example');
        else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else answer('250 OK');
      });
      socket.on('error', () => {});
    });
    const port = await listen(server);
    try {
      expect(
        await checkMail({ ...NO_PRODUCTION, SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: 'memory://' }, 500),
      ).toEqual({ transport: 'smtp', up: false });
      // The same server, given time for both answers, is up: only the whole check's bound made it down.
      expect(
        await checkMail({ ...NO_PRODUCTION, SMTP_URL: `smtp://127.0.0.1:${port}`, DATA_DIR: 'memory://' }, 2000),
      ).toEqual({ transport: 'smtp', up: true });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('checkMail without an SMTP server', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('is up when the outbox folder, or the data folder it is made in, takes files; down when neither is there', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'candor-mail-check-'));
    dirs.push(parent);
    const dataDir = path.join(parent, 'data');
    const check = () => checkMail({ ...NO_PRODUCTION, SMTP_URL: undefined, DATA_DIR: dataDir });
    expect(await check()).toEqual({ transport: 'outbox', up: false });
    await mkdir(dataDir);
    expect(await check()).toEqual({ transport: 'outbox', up: true });
    await mkdir(path.join(dataDir, 'outbox'));
    expect(await check()).toEqual({ transport: 'outbox', up: true });
  });

  it('is down when the outbox is a file, not a folder', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'candor-mail-check-'));
    dirs.push(dataDir);
    await writeFile(path.join(dataDir, 'outbox'), '');
    expect(await checkMail({ ...NO_PRODUCTION, SMTP_URL: undefined, DATA_DIR: dataDir })).toEqual({
      transport: 'outbox',
      up: false,
    });
  });

  it('is up with a temporary outbox, made by each mailer; down in production, where nobody gets the files', async () => {
    expect(await checkMail({ ...NO_PRODUCTION, SMTP_URL: undefined, DATA_DIR: 'memory://' })).toEqual({
      transport: 'outbox',
      up: true,
    });
    expect(await checkMail({ PRODUCTION: true, SMTP_URL: undefined, DATA_DIR: 'memory://' })).toEqual({
      transport: 'outbox',
      up: false,
    });
  });
});
