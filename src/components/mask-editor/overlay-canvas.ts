/**
 * The committed mask as shown: a canvas at the source image's resolution that the worker's
 * patches are drawn into. Only changed rectangles cross the thread boundary; the canvas keeps
 * the rest, and a Konva.Image draws it scaled to the view.
 */
import type { OverlayPatch } from '../../lib/workers/mask-client';

export class OverlayCanvas {
  readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;

  constructor(width: number, height: number) {
    this.canvas = document.createElement('canvas');
    this.canvas.width = width;
    this.canvas.height = height;
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas for the mask overlay');
    this.context = context;
  }

  /** Replaces the patch's rectangle (erased pixels arrive transparent, so clear first). */
  apply({ x, y, bitmap }: OverlayPatch): void {
    this.context.clearRect(x, y, bitmap.width, bitmap.height);
    this.context.drawImage(bitmap, x, y);
    bitmap.close();
  }
}
