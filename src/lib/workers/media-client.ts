/**
 * The app's way to the media worker (docs/architecture.md#the-media-worker). Without module workers
 * or OffscreenCanvas in workers (older Safari), the same modules run on the main thread, loaded
 * only then.
 */
import type { CropBox, CroppedImage } from '../../../workers/media/crop-image';
import type { CutOutImage } from '../../../workers/media/person-cutout';
import type { DownloadOptions } from '../../../workers/media/download-options';
import type { PreparedAvatar } from '../../../workers/media/prepare-avatar';
import type { PreparedUpload } from '../../../workers/media/prepare-upload';
import type { RenderStep, RenderedDownload } from '../../../workers/media/render-download';
import type { MediaWorkerApi } from '../../../workers/media.worker';
import { unwrap, type Settled } from '../../../common/media-error';
import * as Comlink from 'comlink';
import { WorkerBridge } from './worker-bridge';

export type {
  CropBox,
  CroppedImage,
  CutOutImage,
  DownloadOptions,
  PreparedAvatar,
  PreparedUpload,
  RenderStep,
  RenderedDownload,
};

const bridge = new WorkerBridge<MediaWorkerApi>(
  () =>
    new Worker(new URL('../../../workers/media.worker.ts', import.meta.url), {
      type: 'module',
      name: 'media',
    }),
);

/** Module workers with OffscreenCanvas: every current browser; iPadOS Safari from 16.4. */
function workersCanPaint(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

export const mediaClient = {
  async prepareUpload(file: Blob, signal?: AbortSignal): Promise<PreparedUpload> {
    if (!workersCanPaint())
      return (await import('./main-thread-media')).prepareUploadOnMainThread(file);
    // Comlink's Remote type distributes over the result union; the value is a Settled as sent.
    return unwrap(
      await bridge.run(
        signal,
        (api) => api.prepareUpload(file) as Promise<Settled<PreparedUpload>>,
      ),
    );
  },

  /** A profile picture: checked, upright, its centre square at most `edge` pixels a side. */
  async prepareAvatar(file: Blob, edge: number, signal?: AbortSignal): Promise<PreparedAvatar> {
    if (!workersCanPaint())
      return (await import('./main-thread-media')).prepareAvatarOnMainThread(file, edge);
    return unwrap(
      await bridge.run(
        signal,
        (api) => api.prepareAvatar(file, edge) as Promise<Settled<PreparedAvatar>>,
      ),
    );
  },

  /** A prepared picture cut to `box` (shares of its size), at its own scale. */
  async cropImage(file: Blob, box: CropBox, signal?: AbortSignal): Promise<CroppedImage> {
    if (!workersCanPaint()) {
      return (await import('./main-thread-media')).cropImageOnMainThread(file, box);
    }
    return unwrap(
      await bridge.run(signal, (api) => api.cropImage(file, box) as Promise<Settled<CroppedImage>>),
    );
  },

  /** `onStep` hears each step of the re-encode as it ends (RenderStep). */
  async renderDownload(
    source: Blob,
    name: string,
    options: DownloadOptions,
    { signal, onStep }: { signal?: AbortSignal; onStep?: (step: RenderStep) => void } = {},
  ): Promise<RenderedDownload> {
    if (!workersCanPaint())
      return (await import('./main-thread-media')).renderDownloadOnMainThread(
        source,
        name,
        options,
        onStep,
      );
    const report = Comlink.proxy(onStep ?? (() => {}));
    return unwrap(
      await bridge.run(
        signal,
        (api) =>
          api.renderDownload(source, name, options, report) as Promise<Settled<RenderedDownload>>,
      ),
    );
  },

  /**
   * Whether this browser can remove a background on the device: module workers that paint
   * (every current browser). Elsewhere the page offers the server's preset only.
   */
  canRemoveBackground: workersCanPaint,

  /** The picture with its background made transparent, on the device (workers/media/person-cutout.ts). */
  async removeBackground(file: Blob, signal?: AbortSignal): Promise<CutOutImage> {
    if (!workersCanPaint()) throw new Error('On-device background removal needs module workers');
    return unwrap(
      await bridge.run(
        signal,
        (api) => api.removeBackground(file) as Promise<Settled<CutOutImage>>,
      ),
    );
  },

  /** Frees the worker now (e.g. when the studio closes); the next call starts a new one. */
  release(): void {
    bridge.terminate();
  },
};
