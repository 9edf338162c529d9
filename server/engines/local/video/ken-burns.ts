/**
 * The Ken Burns move of the local image-to-video engine (docs/engines.md#local-image-to-video):
 * ffmpeg's zoompan over a still pre-upscaled ×k (zoompan rounds its crop to whole input pixels,
 * which shakes at ×1), with smoothstep easing so the move starts and ends at rest.
 */

import type { VideoMotionStyle } from '../../../../common/studios/image-to-video';

/** The studio's motion styles (common/studios/image-to-video.ts). */
export type VideoMotion = VideoMotionStyle;

/** Final zoom and how far the focus drifts (share of the frame) for each motion style. */
export const MOTION_PRESETS: Record<VideoMotion, { zoom: number; drift: number }> = {
  subtle: { zoom: 1.06, drift: 0 },
  natural: { zoom: 1.12, drift: 0.08 },
  dramatic: { zoom: 1.35, drift: 0.2 },
};

/** The upscaled still's long edge, in pixels: ×4 at 480p, ×3 at 720p, ×2 at 1080p. */
export const UPSCALED_LONG_EDGE_PX = 3840;

/** A point of the frame as shares of its width and height (0–1). */
export interface Focus {
  x: number;
  y: number;
}

/** A little above the centre: where a subject's face usually is in a photo of them. */
export const DEFAULT_FOCUS: Focus = { x: 0.5, y: 0.42 };

export interface ZoompanPlan {
  /** Output size in pixels (even numbers: H.264 with yuv420p needs them). */
  width: number;
  height: number;
  frames: number;
  fps: number;
  motion: VideoMotion;
  /**
   * Where the camera moves in on. With a drift, the view passes over it from lower left to
   * upper right (on a figure: a tilt up from the hem), by the motion's drift.
   */
  focus: Focus;
  /** A fixed camera: the zoom only, straight in on the focus, with no drift. */
  fixedCamera?: boolean;
}

/** How many times the still is upscaled before zoompan for an output of this size. */
export function upscaleFactor(width: number, height: number): number {
  return Math.max(2, Math.round(UPSCALED_LONG_EDGE_PX / Math.max(width, height)));
}

const clampShare = (value: number) => Math.min(1, Math.max(0, value));
const number = (value: number) => value.toFixed(4);

/**
 * The zoompan filter. `e` is the eased progress, smoothstep of on/(frames-1), kept in register 1
 * (st/ld) so each expression computes it once. A point at share p of the picture stays put on
 * screen when the crop's corner is p × (iw − iw/zoom), so x and y move the focus from start to end.
 */
export function zoompanFilter(plan: ZoompanPlan): string {
  const { zoom } = MOTION_PRESETS[plan.motion];
  const drift = plan.fixedCamera ? 0 : MOTION_PRESETS[plan.motion].drift;
  const last = Math.max(1, plan.frames - 1);
  const eased = `(st(1,min(1,on/${last}))*ld(1)*(3-2*ld(1)))`;
  const from = { x: clampShare(plan.focus.x - drift / 2), y: clampShare(plan.focus.y + drift / 2) };
  const to = { x: clampShare(plan.focus.x + drift / 2), y: clampShare(plan.focus.y - drift / 2) };
  const path = (a: number, b: number) => `(${number(a)}+${number(b - a)}*${eased})`;
  return [
    `zoompan=z='1+${number(zoom - 1)}*${eased}'`,
    `x='${path(from.x, to.x)}*(iw-iw/zoom)'`,
    `y='${path(from.y, to.y)}*(ih-ih/zoom)'`,
    `d=${plan.frames}`,
    `s=${plan.width}x${plan.height}`,
    `fps=${plan.fps}`,
  ].join(':');
}
