/** Pure size arithmetic for uploads and downloads. */

export interface Size {
  width: number;
  height: number;
}

/** The largest size inside `box` with the same aspect ratio; never larger than the original. */
export function fitWithin(original: Size, box: Size): Size {
  const scale = Math.min(1, box.width / original.width, box.height / original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** The upload rule: the long edge at most `maxEdge` pixels. */
export function fitLongEdge(original: Size, maxEdge: number): Size {
  return fitWithin(original, { width: maxEdge, height: maxEdge });
}

export function sameSize(a: Size, b: Size): boolean {
  return a.width === b.width && a.height === b.height;
}

/** The largest square in the middle of a picture: what an avatar keeps of it. */
export function centreSquare(size: Size): { x: number; y: number; side: number } {
  const side = Math.min(size.width, size.height);
  return {
    x: Math.floor((size.width - side) / 2),
    y: Math.floor((size.height - side) / 2),
    side,
  };
}
