/**
 * The `Range` request header, as media elements send it (`bytes=0-`, `bytes=1000-`,
 * `bytes=1000-1999`): Safari plays a video only from a server that answers such requests with 206.
 */

/** From `start` to `end` (included), or to the end of the file. */
export interface RequestedRange {
  start: number;
  end?: number;
}

/**
 * The one range of the header; suffix ranges (`bytes=-500`) and lists of ranges give undefined,
 * and the whole file is sent, which a server may always do (RFC 9110 §14.2).
 */
export function parseByteRange(header: string | undefined): RequestedRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end === undefined || end >= start ? { start, end } : undefined;
}
