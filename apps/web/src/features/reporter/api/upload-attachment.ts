import { uploadWithProgress } from '../../../lib/api-client.ts';

export interface UploadTarget {
  referenceId: string;
  /** A new report has no session yet: its password goes in X-Report-Password. */
  newReportPassword?: string;
  notifyOfAttachment: boolean;
  /** On an existing report: the comment the file belongs to. */
  commentId?: number | null;
}

/** Uploads one file as multipart field `file`, reporting progress. Rejects with ApiError. */
export function uploadAttachment(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const id = encodeURIComponent(target.referenceId);
  return uploadWithProgress(
    target.newReportPassword
      ? `reporterapi/report/${id}/attachment-new-report`
      : `reporterapi/report/${id}/attachment-existing-report`,
    file,
    {
      query: {
        notifyOfAttachment: target.notifyOfAttachment ? 'true' : undefined,
        commentId: target.newReportPassword ? undefined : target.commentId,
      },
      headers: target.newReportPassword ? { 'X-Report-Password': target.newReportPassword } : undefined,
    },
    onProgress,
  );
}
