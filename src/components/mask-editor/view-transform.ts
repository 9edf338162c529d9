/**
 * Where the image sits on screen: a uniform scale and an offset, in CSS pixels of the stage.
 * Pure geometry, shared by zoom to fit, ctrl+wheel zoom, two-finger pinch and pan.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** screen = image × scale + (x, y). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** Room left around the fitted image, in CSS pixels, so its edges stay easy to paint. */
const FIT_PADDING_PX = 16;

/** Zooming out stops at this fraction of the fitted scale: further out nothing is paintable. */
const MIN_SCALE_OF_FIT = 0.5;

/** Zooming in stops at this many screen pixels per image pixel, enough to paint single pixels. */
const MAX_SCALE = 16;

export function fitView(image: Size, viewport: Size): View {
  const room = {
    width: Math.max(1, viewport.width - 2 * FIT_PADDING_PX),
    height: Math.max(1, viewport.height - 2 * FIT_PADDING_PX),
  };
  const scale = Math.min(room.width / image.width, room.height / image.height);
  return {
    scale,
    x: (viewport.width - image.width * scale) / 2,
    y: (viewport.height - image.height * scale) / 2,
  };
}

export function toImagePoint(view: View, screen: Point): Point {
  return { x: (screen.x - view.x) / view.scale, y: (screen.y - view.y) / view.scale };
}

function clampScale(scale: number, fitScale: number): number {
  return Math.min(Math.max(scale, fitScale * MIN_SCALE_OF_FIT), Math.max(MAX_SCALE, fitScale));
}

/** Scales by `factor` keeping the image point under `anchor` where it is. */
export function zoomAround(view: View, anchor: Point, factor: number, fitScale: number): View {
  const scale = clampScale(view.scale * factor, fitScale);
  const fixed = toImagePoint(view, anchor);
  return { scale, x: anchor.x - fixed.x * scale, y: anchor.y - fixed.y * scale };
}

/** Two fingers on the screen. */
export type FingerPair = readonly [Point, Point];

function midpoint([a, b]: FingerPair): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function spread([a, b]: FingerPair): number {
  return Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
}

/**
 * The view after a pinch that began as `from` over `start` and is now `to`: the image point
 * that was between the fingers stays between them, and the image grows as they spread.
 */
export function pinchView(start: View, from: FingerPair, to: FingerPair, fitScale: number): View {
  const scale = clampScale((start.scale * spread(to)) / spread(from), fitScale);
  const held = toImagePoint(start, midpoint(from));
  const centre = midpoint(to);
  return { scale, x: centre.x - held.x * scale, y: centre.y - held.y * scale };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}
