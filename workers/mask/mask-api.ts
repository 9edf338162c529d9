/**
 * The mask editor's side of the media worker: mask sessions (a mask, its undo history and the
 * overlay colour) addressed by id. Every change answers with a patch of the display overlay —
 * only the rectangle that changed — so a stroke on a 2048 px mask ships kilobytes, not 16 MB.
 * Plain async functions: media.worker.ts exposes them through Comlink, and the editor can also
 * call them on the main thread when no worker can start. A session ends with its worker (the
 * editor runs one worker per open editor), or with this API object on the main thread.
 */
import type { StrokeCommand } from '../../common/mask';
import { createOffscreenCanvas, decodeMaskImage, type CreateCanvas } from './decode-mask';
import { MaskHistory } from './mask-history';
import { encodeMaskPng } from './mask-png';
import { renderOverlay, type Rgb } from './overlay';
import { fullRect, type Rect } from './rasterise';

/** The largest mask a session accepts: 4096 × 4096 (16 MB), twice the upload edge limit. */
export const MAX_MASK_PIXELS = 4096 * 4096;

/** A changed rectangle of the overlay, to draw at (x, y) in source pixels. */
export interface OverlayPatch {
  x: number;
  y: number;
  bitmap: ImageBitmap;
}

export interface MaskUpdate {
  /** null when nothing visible changed. */
  patch: OverlayPatch | null;
  canUndo: boolean;
  canRedo: boolean;
  /** Nothing is selected (reset has nothing to clear). */
  isEmpty: boolean;
  /** What the undo history holds, in bytes (keyframes + stroke points). */
  historyBytes: number;
}

export interface OpenMaskOptions {
  /** The source image's size in pixels: the mask's resolution. */
  width: number;
  height: number;
  overlayColour: Rgb;
  /** A previous mask (white = selected) to start from; scaled to width × height. */
  initialMask?: Blob;
}

interface MaskSession {
  history: MaskHistory;
  overlayColour: Rgb;
}

/** `createCanvas`: how to get a canvas for decoding initial masks (the main thread passes a DOM one). */
export function createMaskApi(createCanvas: CreateCanvas = createOffscreenCanvas) {
  const sessions = new Map<number, MaskSession>();
  let lastSessionId = 0;

  function session(id: number): MaskSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`No mask session ${id}`);
    return found;
  }

  async function answer({ history, overlayColour }: MaskSession, changed: Rect | null) {
    const update: MaskUpdate = {
      patch: null,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      isEmpty: history.isEmpty,
      historyBytes: history.historyBytes(),
    };
    if (changed) {
      const rgba = renderOverlay(history.mask, history.size, changed, overlayColour);
      const bitmap = await createImageBitmap(new ImageData(rgba, changed.width, changed.height));
      update.patch = { x: changed.x, y: changed.y, bitmap };
    }
    return update;
  }

  return {
    async openMask(options: OpenMaskOptions): Promise<{ sessionId: number; update: MaskUpdate }> {
      const { width, height } = options;
      if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
        throw new Error(`Invalid mask size ${width}×${height}`);
      }
      if (width * height > MAX_MASK_PIXELS) throw new Error('The mask is too large');
      const initial =
        options.initialMask && (await decodeMaskImage(options.initialMask, options, createCanvas));
      const history = new MaskHistory({ width, height }, initial);
      const opened = { history, overlayColour: options.overlayColour };
      const sessionId = ++lastSessionId;
      sessions.set(sessionId, opened);
      const shown = initial ? fullRect(history.size) : null;
      return { sessionId, update: await answer(opened, shown) };
    },
    async applyMaskStroke(id: number, command: StrokeCommand): Promise<MaskUpdate> {
      const target = session(id);
      return answer(target, target.history.apply(command));
    },
    async undoMask(id: number): Promise<MaskUpdate> {
      const target = session(id);
      return answer(target, target.history.undo());
    },
    async redoMask(id: number): Promise<MaskUpdate> {
      const target = session(id);
      return answer(target, target.history.redo());
    },
    async resetMask(id: number): Promise<MaskUpdate> {
      const target = session(id);
      return answer(target, target.history.reset());
    },
    async exportMaskPng(id: number): Promise<Blob> {
      const { history } = session(id);
      return encodeMaskPng(history.mask, history.size);
    },
  };
}

export type MaskApi = ReturnType<typeof createMaskApi>;
