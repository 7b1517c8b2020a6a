import type { TUserImportResult } from '@candor/shared';
import { apiJson } from '../../../lib/api-client.ts';
import { download } from '../../../lib/download.ts';

/** The calls of the data tools (decision 083). */
export const dataToolsApi = {
  downloadStatistics: () => download('api/data-tools/report-statistics', {}, 'report-statistics.csv'),
  importUsers: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return apiJson<TUserImportResult>('api/data-tools/user-import', { method: 'POST', body });
  },
};
