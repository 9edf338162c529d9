/**
 * The stroke being drawn (docs/style.md#mask-editor-state: the in-progress stroke lives on a buffer
 * and becomes a command on pointer-up). It records points in image pixels and draws itself as a
 * Konva shape on the very next frame, without waiting for the worker; it stays on screen until
 * the worker's overlay patch that contains it arrives.
 */
import Konva from 'konva/lib/Core';
import type { Context } from 'konva/lib/Context';
import type { MaskMode, StrokeCommand } from '../../../common/mask';
import type { Point } from './view-transform';

/** Points closer than this fraction of the radius add nothing visible and only cost history bytes. */
const MIN_POINT_SPACING_OF_RADIUS = 0.1;

export class LiveStroke {
  readonly shape: Konva.Shape;
  private readonly points: number[] = [];
  private readonly radii: number[] = [];

  constructor(
    readonly mode: MaskMode,
    colour: string,
  ) {
    this.shape = new Konva.Shape({
      listening: false,
      stroke: colour,
      fill: colour,
      // An erase stroke cuts the committed mask it is drawn over (they share one layer).
      globalCompositeOperation: mode === 'erase' ? 'destination-out' : 'source-over',
      sceneFunc: (context) => this.draw(context),
    });
  }

  /** Adds a point in image pixels; returns false when it was too close to the last one. */
  add(point: Point, radius: number): boolean {
    const count = this.radii.length;
    if (count > 0) {
      const dx = point.x - this.points[2 * count - 2]!;
      const dy = point.y - this.points[2 * count - 1]!;
      if (Math.hypot(dx, dy) < radius * MIN_POINT_SPACING_OF_RADIUS) return false;
    }
    this.points.push(point.x, point.y);
    this.radii.push(radius);
    return true;
  }

  toCommand(): StrokeCommand {
    return {
      mode: this.mode,
      points: Float32Array.from(this.points),
      radii: Float32Array.from(this.radii),
    };
  }

  /** Round-capped segments as wide as the radii at their ends (their mean: pen pressure). */
  private draw(context: Context): void {
    const { points, radii } = this;
    context.setAttr('strokeStyle', this.shape.stroke());
    context.setAttr('fillStyle', this.shape.fill());
    context.setAttr('lineCap', 'round');
    context.setAttr('lineJoin', 'round');
    if (radii.length === 1) {
      context.beginPath();
      context.arc(points[0]!, points[1]!, radii[0]!, 0, Math.PI * 2);
      context.fill();
      return;
    }
    let width = -1;
    for (let i = 1; i < radii.length; i++) {
      const segmentWidth = radii[i - 1]! + radii[i]!;
      if (segmentWidth !== width) {
        // A new width starts a new path; equal widths (mouse, finger) stay one fast path.
        if (width > 0) context.stroke();
        width = segmentWidth;
        context.setAttr('lineWidth', width);
        context.beginPath();
        context.moveTo(points[2 * i - 2]!, points[2 * i - 1]!);
      }
      context.lineTo(points[2 * i]!, points[2 * i + 1]!);
    }
    context.stroke();
  }
}
