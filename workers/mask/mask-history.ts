/**
 * The mask and its undo history (docs/architecture.md#the-mask-editor: stroke commands + keyframes,
 * not a bitmap per step; docs/style.md#undo-history: strokes are point lists). Each entry takes the
 * mask from one state to the next. States are numbered from the start of the session; every
 * KEYFRAME_EVERY_COMMANDS-th state is kept run-length encoded, so undo decodes the nearest keyframe
 * at or before its target and replays at most KEYFRAME_EVERY_COMMANDS - 1 entries after it.
 * Rasterising is deterministic, so the replayed mask equals the one the user saw, byte for byte.
 */
import type { StrokeCommand } from '../../common/mask';
import {
  fullRect,
  MASK_OFF,
  MASK_ON,
  rasteriseStroke,
  type MaskSize,
  type Rect,
} from './rasterise';
import { decodeRle, encodeRle, type RleMask } from './rle';
import { storedStrokeBytes, storeStroke, type StoredStroke } from './stored-stroke';

/**
 * States between keyframes. Replaying a stroke costs well under a millisecond, so 10 keeps the
 * worst undo at a keyframe decode plus 9 replays, while keyframes (a few KB each) stay few.
 */
export const KEYFRAME_EVERY_COMMANDS = 10;

/**
 * Undo steps kept. Older entries are folded into the base keyframe, so memory stays bounded
 * however long a salon session lasts; 100 is far beyond what anyone undoes in one mask.
 */
export const MAX_UNDO_DEPTH = 100;

type HistoryEntry =
  { kind: 'stroke'; stroke: StoredStroke; bounds: Rect } | { kind: 'reset'; bounds: Rect };

export class MaskHistory {
  /** The current mask: one byte per source pixel, MASK_ON or MASK_OFF. */
  readonly mask: Uint8Array;
  /** entries[i] takes state firstState + i to firstState + i + 1. */
  private entries: HistoryEntry[] = [];
  private firstState = 0;
  private currentState = 0;
  /** Encoded states by number; always holds firstState, the base undo cannot go past. */
  private keyframes = new Map<number, RleMask>();

  constructor(
    readonly size: MaskSize,
    initialMask?: Uint8Array,
  ) {
    this.mask = new Uint8Array(size.width * size.height);
    if (initialMask) this.mask.set(initialMask);
    this.keyframes.set(0, encodeRle(this.mask));
  }

  get canUndo(): boolean {
    return this.currentState > this.firstState;
  }

  get canRedo(): boolean {
    return this.currentState < this.firstState + this.entries.length;
  }

  get isEmpty(): boolean {
    return this.mask.indexOf(MASK_ON) === -1;
  }

  /** Draws a stroke as a new undo step; returns the pixels it may have changed. */
  apply(command: StrokeCommand): Rect | null {
    const stroke = storeStroke(command);
    const bounds = rasteriseStroke(this.mask, this.size, stroke);
    if (!bounds) return null; // wholly outside the image: nothing to undo either
    this.record({ kind: 'stroke', stroke, bounds });
    return bounds;
  }

  /** Clears the mask as an undoable step; null when it is already clear. */
  reset(): Rect | null {
    if (this.isEmpty) return null;
    const entry: HistoryEntry = { kind: 'reset', bounds: fullRect(this.size) };
    this.replay(entry, this.mask);
    this.record(entry);
    return entry.bounds;
  }

  undo(): Rect | null {
    if (!this.canUndo) return null;
    const target = this.currentState - 1;
    const entry = this.entryBefore(this.currentState);
    this.restore(target);
    this.currentState = target;
    return entry.bounds;
  }

  redo(): Rect | null {
    if (!this.canRedo) return null;
    const entry = this.entryBefore(this.currentState + 1);
    this.replay(entry, this.mask);
    this.currentState += 1;
    this.keyframeIfDue();
    return entry.bounds;
  }

  /** Bytes the history holds: encoded keyframes plus stroke points (not the live mask). */
  historyBytes(): number {
    let bytes = 0;
    for (const keyframe of this.keyframes.values()) bytes += keyframe.bytes.byteLength;
    for (const entry of this.entries) {
      if (entry.kind === 'stroke') bytes += storedStrokeBytes(entry.stroke);
    }
    return bytes;
  }

  private record(entry: HistoryEntry): void {
    this.dropRedoSteps();
    this.entries.push(entry);
    this.currentState += 1;
    this.keyframeIfDue();
    while (this.entries.length > MAX_UNDO_DEPTH) this.foldOldestEntry();
  }

  /** A new step after undos replaces the undone branch, as in every editor. */
  private dropRedoSteps(): void {
    this.entries.length = this.currentState - this.firstState;
    for (const state of this.keyframes.keys()) {
      if (state > this.currentState) this.keyframes.delete(state);
    }
  }

  private keyframeIfDue(): void {
    const state = this.currentState;
    if (state % KEYFRAME_EVERY_COMMANDS === 0 && !this.keyframes.has(state)) {
      this.keyframes.set(state, encodeRle(this.mask));
    }
  }

  /** Makes the state after the oldest entry the new base and forgets that entry. */
  private foldOldestEntry(): void {
    const next = this.firstState + 1;
    if (!this.keyframes.has(next)) {
      const scratch = new Uint8Array(this.mask.length);
      decodeRle(this.keyframes.get(this.firstState)!, scratch);
      this.replay(this.entries[0]!, scratch);
      this.keyframes.set(next, encodeRle(scratch));
    }
    this.keyframes.delete(this.firstState);
    this.entries.shift();
    this.firstState = next;
  }

  /** Rebuilds state `target` in the live mask from the nearest keyframe at or before it. */
  private restore(target: number): void {
    let keyframeState = this.firstState;
    for (const state of this.keyframes.keys()) {
      if (state <= target && state > keyframeState) keyframeState = state;
    }
    decodeRle(this.keyframes.get(keyframeState)!, this.mask);
    for (let state = keyframeState; state < target; state++) {
      this.replay(this.entryBefore(state + 1), this.mask);
    }
  }

  /** The entry that leads to `state`. */
  private entryBefore(state: number): HistoryEntry {
    return this.entries[state - 1 - this.firstState]!;
  }

  private replay(entry: HistoryEntry, mask: Uint8Array): void {
    if (entry.kind === 'reset') mask.fill(MASK_OFF);
    else rasteriseStroke(mask, this.size, entry.stroke);
  }
}
