import { type RequestOptions, request } from './api-client.ts';

/** Downloads a binary answer under the file name the server gives (or the fallback). */
export async function download(path: string, query: RequestOptions['query'], fallbackName: string): Promise<void> {
  const res = await request(path, { query });
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
