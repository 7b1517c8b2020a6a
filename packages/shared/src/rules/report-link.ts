/** Report-ID links (spec 000 §5): base64 of `referenceId:timestampMs`, valid for 5 minutes. */
import { LIMITS } from '../constants.ts';

// Present in browsers and Node 20; not part of the ES2022 library this package compiles against.
declare function atob(data: string): string;
declare function btoa(data: string): string;

const ENCODED = /^([^:]+):(\d{13,})$/;

/** Report IDs are ASCII, which btoa needs. */
export function encodeReportLink(referenceId: string, now: number): string {
  return btoa(`${referenceId}:${Math.trunc(now)}`);
}

/**
 * The report ID a link carries, or '' when an encoded link is older (or further ahead) than
 * 5 minutes. Input that does not decode to `id:timestamp` is a plain ID, returned trimmed
 * unless it contains a colon.
 */
export function decodeReportLink(link: string, now: number): string {
  const trimmed = link.trim();
  const match = ENCODED.exec(decodeBase64(trimmed) ?? '');
  if (match) {
    const fresh = Math.abs(now - Number(match[2])) <= LIMITS.reportLinkValidityMs;
    return fresh ? match[1].trim() : '';
  }
  return trimmed.includes(':') ? '' : trimmed;
}

function decodeBase64(text: string): string | null {
  try {
    return atob(text);
  } catch {
    return null;
  }
}
