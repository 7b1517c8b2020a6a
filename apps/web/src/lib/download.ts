import { type RequestOptions, request } from './api-client.ts';

/**
 * The file name a `Content-Disposition` header gives: its `filename*` (RFC 6266, UTF-8) when it
 * has one that decodes, else its plain `filename`, taken as written.
 */
export function fileNameOf(disposition: string): string | null {
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition)?.slice(1).find(Boolean) ?? null;
}

/** Downloads a binary answer under the file name the server gives (or the fallback). */
export async function download(path: string, query: RequestOptions['query'], fallbackName: string): Promise<void> {
  const res = await request(path, { query });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameOf(res.headers.get('Content-Disposition') ?? '') ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the address after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
