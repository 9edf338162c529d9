/**
 * The media worker (docs/architecture.md#the-media-worker): all pixel work runs here, off the main
 * thread. Each capability is a plain function in its own module (docs/style.md#worker-bridge); this
 * file only exposes them through Comlink. The app imports the *type* `MediaWorkerApi` and reaches
 * it via src/lib/workers.
 */
/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { settle } from '../common/media-error';
import { maskWorkerApi } from './mask/mask-worker-api';
import { cropImage } from './media/crop-image';
import { prepareAvatar } from './media/prepare-avatar';
import { prepareUpload } from './media/prepare-upload';
import { renderDownload } from './media/render-download';

const api = {
  prepareUpload: settle(prepareUpload),
  prepareAvatar: settle(prepareAvatar),
  cropImage: settle(cropImage),
  renderDownload: settle(renderDownload),
  // TensorFlow.js and the model load only when a background is first removed (their own chunk).
  removeBackground: settle(async (file: Blob) =>
    (await import('./media/person-cutout')).removeBackground(file),
  ),
  // The mask editor's sessions: history, rasterising, export (workers/mask).
  ...maskWorkerApi,
};

export type MediaWorkerApi = typeof api;

Comlink.expose(api);
