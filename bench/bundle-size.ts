import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleFigures {
  files: BundleFile[];
  gzipBytes: number;
}

/** One file's size, plain and gzipped (level 9) as a server would send it. */
export const sizeOf = (file: string, content: Buffer): BundleFile => ({
  file,
  bytes: content.length,
  gzipBytes: gzipSync(content, { level: 9 }).length,
});

export const bundleOf = (files: BundleFile[]): BundleFigures => ({
  files,
  gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
});

/**
 * The JavaScript the public home loads before it can render: the entry script of the
 * built index.html and its modulepreload links, each gzipped (level 9) as a server would.
 * Null when the web app is not built.
 */
export function publicHomeJavaScript(dist: string): BundleFigures | null {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const files = [...new Set([...entries, ...preloads])].map((src) =>
    sizeOf(src, readFileSync(path.join(dist, src.replace(/^\//, '')))),
  );
  return bundleOf(files);
}
