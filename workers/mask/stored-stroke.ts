/** A stroke command as the history keeps it: validated, in compact typed arrays. */
import type { MaskMode, StrokeCommand } from '../../common/mask';

export interface StoredStroke extends StrokeCommand {
  mode: MaskMode;
  points: Float32Array;
  radii: Float32Array;
}

/**
 * Copies a command into Float32Arrays (8 bytes a point plus 4 for its radius) after checking it:
 * a command from another thread is untrusted input, and a NaN would poison every replay.
 */
export function storeStroke(command: StrokeCommand): StoredStroke {
  if (command.mode !== 'paint' && command.mode !== 'erase') {
    throw new Error(`Unknown stroke mode: ${String(command.mode)}`);
  }
  const pointCount = command.radii.length;
  if (pointCount === 0 || command.points.length !== pointCount * 2) {
    throw new Error('A stroke needs one radius per point and at least one point');
  }
  const points = Float32Array.from(command.points);
  const radii = Float32Array.from(command.radii);
  if (!points.every(Number.isFinite) || !radii.every((r) => Number.isFinite(r) && r > 0)) {
    throw new Error('Stroke points must be finite and radii positive');
  }
  return { mode: command.mode, points, radii };
}

export function storedStrokeBytes(stroke: StoredStroke): number {
  return stroke.points.byteLength + stroke.radii.byteLength;
}
