/**
 * The mask API as the media worker exposes it: the same functions, with each overlay patch's
 * ImageBitmap transferred to the main thread instead of copied.
 */
import { transfer } from 'comlink';
import type { StrokeCommand } from '../../common/mask';
import { createMaskApi, type MaskUpdate, type OpenMaskOptions } from './mask-api';

const masks = createMaskApi();

function transferPatch(update: MaskUpdate): MaskUpdate {
  return update.patch ? transfer(update, [update.patch.bitmap]) : update;
}

export const maskWorkerApi = {
  async openMask(options: OpenMaskOptions) {
    const opened = await masks.openMask(options);
    return opened.update.patch ? transfer(opened, [opened.update.patch.bitmap]) : opened;
  },
  async applyMaskStroke(id: number, command: StrokeCommand) {
    return transferPatch(await masks.applyMaskStroke(id, command));
  },
  async undoMask(id: number) {
    return transferPatch(await masks.undoMask(id));
  },
  async redoMask(id: number) {
    return transferPatch(await masks.redoMask(id));
  },
  async resetMask(id: number) {
    return transferPatch(await masks.resetMask(id));
  },
  exportMaskPng: masks.exportMaskPng,
};
