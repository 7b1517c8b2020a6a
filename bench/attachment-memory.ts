/**
 * Peak RSS growth of the server process while one 20 MB attachment is uploaded over real
 * HTTP by a signed-in reporter: the upload is streamed and encrypted on the way to disk,
 * so memory must not grow with the file size. A 2 MB upload is measured too, to compare.
 * Runs alone with `npx tsx bench/attachment-memory.ts`, or as a step of bench/run.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIMITS } from '@candor/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadDemoData } from '../apps/server/src/db/demo-data.ts';
import { createCodec, loadMasterKey } from '../apps/server/src/lib/crypto.ts';
import { boundHeapGrowth } from '../apps/server/src/lib/heap-growth.ts';
import { randomToken, sha256 } from '../apps/server/src/lib/tokens.ts';
import { createReport } from '../apps/server/src/modules/attachments/attachments.test-support.ts';
import { insertSession } from '../apps/server/src/plugins/sessions.repository.ts';
import { xsrfTokenOf } from '../apps/server/src/plugins/sessions.ts';

export interface AttachmentMemoryFigures {
  fileBytes: number;
  peakRssGrowthBytes: number;
  /** The same measure for a file ten times smaller. */
  smallFileBytes: number;
  smallPeakRssGrowthBytes: number;
}

const SAMPLE_MS = 10;
const CHUNK = Buffer.alloc(64 * 1024, 'The ledger was moved to the basement.\n');

/** A multipart body generated chunk by chunk, so the client holds no copy of the file. */
function multipartStream(name: string, bytes: number, boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent < 0) {
        controller.enqueue(head);
        sent = 0;
      } else if (sent < bytes) {
        const n = Math.min(CHUNK.length, bytes - sent);
        controller.enqueue(CHUNK.subarray(0, n));
        sent += n;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

async function upload(url: string, cookie: string, xsrf: string, name: string, bytes: number): Promise<number> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartStream(name, bytes, boundary),
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`upload of ${name} answered ${res.status}`);
  return res.status;
}

/** Peak RSS above the level just before the upload, sampled every 10 ms while it runs. */
async function peakGrowth(run: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().rss) - before;
}

/** Starts the app on PGlite in a temporary folder, uploads as a reporter, measures, and cleans up. */
export async function measureAttachmentMemory(): Promise<AttachmentMemoryFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-bench-attachments-'));
  const password = `bench-${randomBytes(6).toString('hex')}`;
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: password,
    JOBS: 'false',
    WEB_DIST: '/nonexistent',
  });
  const database = await openDatabase({ dataDir: dir });
  try {
    const codec = createCodec(loadMasterKey({ dataDir: dir }));
    await database.migrate(codec);
    await loadDemoData(database.db, password);
    // As the app's own start does (decision 065).
    boundHeapGrowth();
    const app = await buildApp({ config, database, codec });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const report = await createReport({ db: database.db, codec });
      const token = randomToken();
      await insertSession(database.db, sha256(token), {
        kind: 'reporter',
        reportId: report.id,
        timeoutSeconds: 3600,
      });
      const xsrf = xsrfTokenOf(token);
      const cookie = `CANDOR_SESSION=${token}; XSRF-TOKEN=${xsrf}`;
      const url = `${base}/reporterapi/report/${report.referenceId}/attachment-existing-report`;
      const send = (name: string, bytes: number) => upload(url, cookie, xsrf, name, bytes);

      await send('warm-up.txt', 256 * 1024);
      const smallFileBytes = Math.round(LIMITS.attachmentMaxBytes / 10);
      const smallPeakRssGrowthBytes = await peakGrowth(() => send('two-megabytes.txt', smallFileBytes));
      const fileBytes = LIMITS.attachmentMaxBytes;
      const peakRssGrowthBytes = await peakGrowth(() => send('twenty-megabytes.txt', fileBytes));
      return { fileBytes, peakRssGrowthBytes, smallFileBytes, smallPeakRssGrowthBytes };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const figures = await measureAttachmentMemory();
  console.log(`Peak RSS growth uploading ${mib(figures.fileBytes)}: ${mib(figures.peakRssGrowthBytes)}`);
  console.log(`Peak RSS growth uploading ${mib(figures.smallFileBytes)}: ${mib(figures.smallPeakRssGrowthBytes)}`);
}
