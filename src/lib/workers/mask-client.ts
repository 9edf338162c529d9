/**
 * The mask editor's way to its session in the media worker (docs/architecture.md#the-mask-editor).
 * A mask session is state (the mask and its undo history), so unlike `mediaClient` each editor gets
 * its own worker that lives exactly as long as the editor: an idle timeout would throw the user's
 * history away. Calls run one at a time in the order made, so overlay patches arrive in the order
 * of the changes. Without module workers with OffscreenCanvas, or when the worker cannot start, the
 * same module runs on the main thread.
 */
import * as Comlink from 'comlink';
import type { StrokeCommand } from '../../../common/mask';
import type {
  MaskApi,
  MaskUpdate,
  OpenMaskOptions,
  OverlayPatch,
} from '../../../workers/mask/mask-api';
import type { MediaWorkerApi } from '../../../workers/media.worker';

export type { MaskUpdate, OpenMaskOptions, OverlayPatch };

type MaskBackend = Pick<
  MaskApi,
  'openMask' | 'applyMaskStroke' | 'undoMask' | 'redoMask' | 'resetMask' | 'exportMaskPng'
>;

export interface MaskSession {
  /** The overlay of the initial mask (a patch when one was given). */
  readonly opened: MaskUpdate;
  applyStroke(command: StrokeCommand): Promise<MaskUpdate>;
  undo(): Promise<MaskUpdate>;
  redo(): Promise<MaskUpdate>;
  reset(): Promise<MaskUpdate>;
  /** The mask as an 8-bit greyscale PNG at the source size: white = selected. */
  exportPng(): Promise<Blob>;
  /** Ends the session and its worker; calls still waiting are rejected. */
  close(): void;
}

interface Backend {
  api: MaskBackend;
  /** Rejects when the worker fails or the session closes, so no call waits forever. */
  ended: Promise<never>;
  stop(): void;
}

function workersCanPaint(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

function endSignal(): { ended: Promise<never>; end(reason: Error): void } {
  let end: (reason: Error) => void = () => {};
  const ended = new Promise<never>((_, reject) => (end = reject));
  ended.catch(() => undefined); // observed through each call's race, not here
  return { ended, end };
}

function startWorker(): Backend {
  const worker = new Worker(new URL('../../../workers/media.worker.ts', import.meta.url), {
    type: 'module',
    name: 'mask',
  });
  const { ended, end } = endSignal();
  worker.addEventListener('error', (event) =>
    end(new Error(`Mask worker failed: ${event.message}`)),
  );
  return {
    // Comlink's Remote has the same call signatures, each returning a promise.
    api: Comlink.wrap<MediaWorkerApi>(worker) as unknown as MaskBackend,
    ended,
    stop() {
      worker.terminate();
      end(new Error('Mask session closed'));
    },
  };
}

async function startOnMainThread(): Promise<Backend> {
  const { createMaskApi } = await import('../../../workers/mask/mask-api');
  const { ended, end } = endSignal();
  const domCanvas = (width: number, height: number) =>
    Object.assign(document.createElement('canvas'), { width, height });
  return {
    api: createMaskApi(domCanvas),
    ended,
    stop: () => end(new Error('Mask session closed')),
  };
}

async function openOn(backend: Backend, options: OpenMaskOptions): Promise<MaskSession> {
  const { api, ended } = backend;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(call: () => Promise<T>): Promise<T> => {
    const result = queue.then(() => Promise.race([call(), ended]));
    queue = result.catch(() => undefined);
    return result;
  };
  const { sessionId, update } = await serial(() => api.openMask(options));
  return {
    opened: update,
    applyStroke: (command) => serial(() => api.applyMaskStroke(sessionId, command)),
    undo: () => serial(() => api.undoMask(sessionId)),
    redo: () => serial(() => api.redoMask(sessionId)),
    reset: () => serial(() => api.resetMask(sessionId)),
    exportPng: () => serial(() => api.exportMaskPng(sessionId)),
    close: () => backend.stop(),
  };
}

export async function openMaskSession(options: OpenMaskOptions): Promise<MaskSession> {
  if (workersCanPaint()) {
    const worker = startWorker();
    try {
      return await openOn(worker, options);
    } catch {
      // A module worker that cannot start (Firefox before 114, a strict CSP): paint here.
      worker.stop();
    }
  }
  return openOn(await startOnMainThread(), options);
}
