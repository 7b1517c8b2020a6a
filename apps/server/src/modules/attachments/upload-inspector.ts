import { Transform, type TransformCallback } from 'node:stream';
import { type AttachmentErrorCode, LIMITS } from '@candor/shared';
import { type ContentVerdict, checkContent, SNIFF_BYTES } from './content-check.ts';

/** An upload refused while it streamed: answered as 400 attachmentError.{code}. */
export class UploadRejected extends Error {
  constructor(readonly code: Extract<AttachmentErrorCode, 'fileSize' | 'fileContent'>) {
    super(code);
  }
}

/**
 * Sits between the uploaded part and the encrypting writer. It holds back the first
 * SNIFF_BYTES to check the content type, counts every byte, and once the file is too
 * large or does not fit its extension it stops passing data on but keeps reading, so the
 * request is consumed to its end (the multipart limit caps what arrives); at the end it
 * fails with the reason, and the storage throws the partial file away.
 */
export class UploadInspector extends Transform {
  bytes = 0;
  verdict: ContentVerdict | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;
  private rejected: UploadRejected['code'] | null = null;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > LIMITS.attachmentMaxBytes) {
      this.rejected = 'fileSize';
      this.head = [];
    }
    if (this.rejected) return done();
    if (this.verdict) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.inspect().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    const finish = () => done(this.rejected ? new UploadRejected(this.rejected) : null);
    if (this.rejected || this.verdict) return finish();
    this.inspect().then(finish, done);
  }

  private async inspect() {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = await checkContent(this.fileName, head.subarray(0, SNIFF_BYTES));
    if (!this.verdict.ok) this.rejected = 'fileContent';
    else this.push(head);
  }
}
