import type { TErrorBody } from '@candor/shared';
import { ApiError, urlWithQuery } from '../../../lib/api-client.ts';

export interface UploadTarget {
  referenceId: string;
  /** A new report has no session yet: its password goes in X-Report-Password. */
  newReportPassword?: string;
  notifyOfAttachment: boolean;
  /** On an existing report: the comment the file belongs to. */
  commentId?: number | null;
}

const xsrfToken = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length) ?? '';

/**
 * Uploads one file as multipart field `file`, reporting progress (fetch cannot report
 * upload progress, so this one call uses XMLHttpRequest). Rejects with ApiError.
 */
export function uploadAttachment(
  target: UploadTarget,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const id = encodeURIComponent(target.referenceId);
  const path = target.newReportPassword
    ? `reporterapi/report/${id}/attachment-new-report`
    : `reporterapi/report/${id}/attachment-existing-report`;
  const url = urlWithQuery(path, {
    notifyOfAttachment: target.notifyOfAttachment ? 'true' : undefined,
    commentId: target.newReportPassword ? undefined : target.commentId,
  });
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-XSRF-TOKEN', xsrfToken());
    if (target.newReportPassword) xhr.setRequestHeader('X-Report-Password', target.newReportPassword);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let body: TErrorBody | null = null;
      try {
        body = JSON.parse(xhr.responseText) as TErrorBody;
      } catch {
        body = null;
      }
      reject(new ApiError(xhr.status, body, null));
    };
    xhr.onerror = () => reject(new ApiError(0, null, null));
    xhr.send(form);
  });
}
