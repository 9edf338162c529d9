/**
 * Probes and normalises uploaded images with sharp (this folder is sharp's home for uploads,
 * docs/style.md#layers). Every call waits for one of the image slots (image-slots.ts), so a burst
 * of uploads never takes the threadpool that reads the files the server sends. Every decode is
 * capped at MAX_DECODE_PIXELS, read from the header before any pixel is decoded (and kept as
 * limitInputPixels, docs/architecture.md#image-and-video-tools); a picture that is made smaller
 * is shrunk while it loads, so a large JPEG never decodes at full size.
 */
import sharp, { type Sharp } from 'sharp';
import {
  type AcceptedImageType,
  isConvertedImageType,
  MAX_DECODE_PIXELS,
  MAX_UPLOAD_EDGE_PX,
  storedImageType,
  type UploadImageType,
} from '../../../common/media';
import { decodeHeic } from './heic-decoder';
import { imageSlots } from './image-slots';
import { MEDIA_PROBLEMS, MediaError } from './media-error';

/** Long edge of the WebP previews the library grid shows (common/contracts/assets.ts). */
export const THUMBNAIL_EDGE_PX = 320;
const THUMBNAIL_QUALITY = 75;
/** Re-encoding a JPEG or WebP loses a little; at 90 the loss is not visible. */
const REENCODE_QUALITY = 90;

export interface NormalisedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the whole image (so a damaged one is refused now, not when a studio uses it), turns it
 * upright by its EXIF orientation, scales it to fit MAX_UPLOAD_EDGE_PX squared as the app does
 * before it uploads (a camera original from the public API is stored the same), converts it to
 * sRGB with an sRGB profile attached, and drops every other metadata block: phone photos carry
 * the GPS position of the shot (the asset library, docs/product-rules.md#product-and-users). The
 * format stays the one uploaded, except HEIC and AVIF, stored as JPEG (storedImageType) on white.
 */
export function normaliseImage(
  bytes: Uint8Array,
  type: UploadImageType,
): Promise<NormalisedImage & { type: AcceptedImageType }> {
  return imageSlots.run(async () => {
    const decoded = await uprightDecoder(bytes, type);
    const pipeline = (isConvertedImageType(type) ? decoded.flatten(WHITE) : decoded)
      .resize(MAX_UPLOAD_EDGE_PX, MAX_UPLOAD_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .withIccProfile('srgb');
    const stored = storedImageType(type);
    const { data, info } = await encodeAs(pipeline, stored)
      .toBuffer({ resolveWithObject: true })
      .catch(rethrowAsMediaError);
    return { bytes: data, width: info.width, height: info.height, type: stored };
  });
}

/** A JPEG has no transparency: a transparent AVIF's see-through parts become white, like paper. */
const WHITE = { background: '#ffffff' };

/**
 * A decoder of a picture a user sent, upright. HEIC goes through libheif (wasm, in a thread of
 * its own, heic-decoder.ts), which applies the HEIF rotation and mirroring and checks the pixel
 * bound from the header; sharp takes the raw pixels from there. Every other type goes through
 * sharp (AVIF included: libvips decodes AV1 with the same libheif, which applies the HEIF
 * transforms), turned by its EXIF orientation.
 */
async function uprightDecoder(bytes: Uint8Array, type: UploadImageType): Promise<Sharp> {
  if (type === 'image/heic') {
    const { data, width, height } = await decodeHeic(bytes);
    return sharp(data, {
      raw: { width, height, channels: 4 },
      limitInputPixels: MAX_DECODE_PIXELS,
    });
  }
  return (await checkedDecoder(bytes)).rotate();
}

/** Long edge of a video's poster: the frame the player shows before it plays. */
export const POSTER_EDGE_PX = 1280;
const POSTER_QUALITY = 82;

/** A video's poster: a WebP of the frame that fits in POSTER_EDGE_PX squared. */
export function makePoster(bytes: Uint8Array): Promise<Buffer> {
  return imageSlots.run(() =>
    decoder(bytes)
      .resize(POSTER_EDGE_PX, POSTER_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: POSTER_QUALITY })
      .toBuffer()
      .catch(rethrowAsMediaError),
  );
}

/** A small WebP of an image (already upright) that fits in THUMBNAIL_EDGE_PX squared. */
export function makeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  return imageSlots.run(() =>
    decoder(bytes)
      .resize(THUMBNAIL_EDGE_PX, THUMBNAIL_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer()
      .catch(rethrowAsMediaError),
  );
}

/**
 * A square WebP avatar of `edgePx` a side: turned upright, the centre cropped, metadata dropped.
 * The app crops on the device already; this holds for any client.
 */
export function makeSquareAvatar(bytes: Uint8Array, edgePx: number): Promise<Buffer> {
  return imageSlots.run(async () =>
    (await checkedDecoder(bytes))
      .rotate()
      .resize(edgePx, edgePx, { fit: 'cover', position: 'centre' })
      .withIccProfile('srgb')
      .webp({ quality: REENCODE_QUALITY })
      .toBuffer()
      .catch(rethrowAsMediaError),
  );
}

/**
 * A WebP of a picture that fits in `maxEdgePx` squared (never enlarged): turned upright, sRGB,
 * every other metadata block dropped (a blog cover, docs/admin.md#blog-management).
 */
export function makeWebpWithin(bytes: Uint8Array, maxEdgePx: number): Promise<NormalisedImage> {
  return imageSlots.run(async () => {
    const { data, info } = await (
      await checkedDecoder(bytes)
    )
      .rotate()
      .resize(maxEdgePx, maxEdgePx, { fit: 'inside', withoutEnlargement: true })
      .withIccProfile('srgb')
      .webp({ quality: REENCODE_QUALITY })
      .toBuffer({ resolveWithObject: true })
      .catch(rethrowAsMediaError);
    return { bytes: data, width: info.width, height: info.height };
  });
}

function decoder(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS });
}

/**
 * A decoder for bytes a user sent, once their header says they fit MAX_DECODE_PIXELS: the header
 * alone is read here, so a picture over the bound is refused before any of it is decoded.
 */
async function checkedDecoder(bytes: Uint8Array): Promise<Sharp> {
  const { width, height } = await decoder(bytes).metadata().catch(rethrowAsMediaError);
  if (!width || !height) throw new MediaError(MEDIA_PROBLEMS.corruptImage);
  if (width * height > MAX_DECODE_PIXELS) throw new MediaError(MEDIA_PROBLEMS.imageTooLarge);
  return decoder(bytes);
}

function encodeAs(pipeline: Sharp, type: AcceptedImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: REENCODE_QUALITY });
    case 'image/png':
      return pipeline.png();
    case 'image/webp':
      return pipeline.webp({ quality: REENCODE_QUALITY });
  }
}

/** sharp reports both cases as plain Errors; only the pixel limit has a message of its own. */
function rethrowAsMediaError(error: unknown): never {
  const tooManyPixels = error instanceof Error && /exceeds pixel limit/i.test(error.message);
  throw new MediaError(
    tooManyPixels ? MEDIA_PROBLEMS.imageTooLarge : MEDIA_PROBLEMS.corruptImage,
    error,
  );
}

export interface CappedImage extends NormalisedImage {
  /** Whether the picture was scaled down (false: the bytes are the ones given). */
  scaled: boolean;
}

/**
 * Scales a picture down so that its long edge is at most `maxEdgePx`, keeping its proportions
 * and its format (a plan's resolution cap, docs/studios.md "Plan gates"). A picture already
 * within the cap comes back untouched: never enlarged, never re-encoded.
 */
export async function capLongEdge(
  bytes: Buffer,
  size: { width: number; height: number },
  maxEdgePx: number,
): Promise<CappedImage> {
  if (Math.max(size.width, size.height) <= maxEdgePx) return { bytes, ...size, scaled: false };
  return imageSlots.run(() => scaleDown(bytes, maxEdgePx));
}

async function scaleDown(bytes: Buffer, maxEdgePx: number): Promise<CappedImage> {
  const meta = await decoder(bytes).metadata().catch(rethrowAsMediaError);
  const type = imageTypeOf(meta.format);
  const pipeline = decoder(bytes).resize(maxEdgePx, maxEdgePx, {
    fit: 'inside',
    withoutEnlargement: true,
  });
  const { data, info } = await encodeAs(pipeline, type)
    .toBuffer({ resolveWithObject: true })
    .catch(rethrowAsMediaError);
  return { bytes: data, width: info.width, height: info.height, scaled: true };
}

/** sharp's format name as the type encodeAs writes; anything unexpected becomes a JPEG. */
function imageTypeOf(format: string | undefined): AcceptedImageType {
  if (format === 'png') return 'image/png';
  if (format === 'webp') return 'image/webp';
  return 'image/jpeg';
}
