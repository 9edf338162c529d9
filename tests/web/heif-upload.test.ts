/**
 * HEIC and AVIF on a device whose browser cannot decode them (HEIC in Chromium and Firefox;
 * here jsdom, which decodes nothing): the original bytes go to the server as they are, still
 * checked by their type and size (docs/architecture.md#iphone-photos-heic-and-avif).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isMediaError } from '../../common/media-error';
import { prepareUpload } from '../../workers/media/prepare-upload';
import { encodeHeif } from '../helpers/heif-files';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe('a HEIF picture this browser cannot decode', () => {
  it.each(['heic', 'avif'] as const)('is sent as it is (%s)', async (format) => {
    const file = new Blob([new Uint8Array(encodeHeif(await png(), format))]);
    const prepared = await prepareUpload(file);
    expect(prepared).toMatchObject({ type: `image/${format}`, transformed: false });
    expect(prepared.blob).toBe(file);
  });

  it('is still held to the upload size', async () => {
    const heic = encodeHeif(await png(), 'heic');
    const file = new Blob([new Uint8Array(heic), new Uint8Array(10 * 1024 * 1024)]);
    const refusal = await prepareUpload(file).catch((error: unknown) => error);
    expect(isMediaError(refusal) && refusal.code).toBe('too_large');
  });
});
