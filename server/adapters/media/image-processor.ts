/**
 * Probes and normalises uploaded images with sharp (this folder is sharp's home for uploads,
 * docs/style.md#layers). Every decode is capped at MAX_DECODE_PIXELS, which sharp checks from the
 * header before it allocates anything (keep limitInputPixels,
 * docs/architecture.md#image-and-video-tools).
 */
import sharp, { type Sharp } from 'sharp';
import { type AcceptedImageType, MAX_DECODE_PIXELS } from '../../../common/media';
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
 * upright by its EXIF orientation, converts it to sRGB with an sRGB profile attached, and drops
 * every other metadata block: phone photos carry the GPS position of the shot (the asset library,
 * docs/product-rules.md#product-and-users). The format stays the one uploaded.
 */
export async function normaliseImage(
  bytes: Uint8Array,
  type: AcceptedImageType,
): Promise<NormalisedImage> {
  const pipeline = decoder(bytes).rotate().withIccProfile('srgb');
  const { data, info } = await encodeAs(pipeline, type)
    .toBuffer({ resolveWithObject: true })
    .catch(rethrowAsMediaError);
  return { bytes: data, width: info.width, height: info.height };
}

/** Long edge of a video's poster: the frame the player shows before it plays. */
export const POSTER_EDGE_PX = 1280;
const POSTER_QUALITY = 82;

/** A video's poster: a WebP of the frame that fits in POSTER_EDGE_PX squared. */
export async function makePoster(bytes: Uint8Array): Promise<Buffer> {
  return decoder(bytes)
    .resize(POSTER_EDGE_PX, POSTER_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: POSTER_QUALITY })
    .toBuffer()
    .catch(rethrowAsMediaError);
}

/** A small WebP of an image (already upright) that fits in THUMBNAIL_EDGE_PX squared. */
export async function makeThumbnail(bytes: Uint8Array): Promise<Buffer> {
  return decoder(bytes)
    .resize(THUMBNAIL_EDGE_PX, THUMBNAIL_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer()
    .catch(rethrowAsMediaError);
}

/**
 * A square WebP avatar of `edgePx` a side: turned upright, the centre cropped, metadata dropped.
 * The app crops on the device already; this holds for any client.
 */
export async function makeSquareAvatar(bytes: Uint8Array, edgePx: number): Promise<Buffer> {
  return decoder(bytes)
    .rotate()
    .resize(edgePx, edgePx, { fit: 'cover', position: 'centre' })
    .withIccProfile('srgb')
    .webp({ quality: REENCODE_QUALITY })
    .toBuffer()
    .catch(rethrowAsMediaError);
}

/**
 * A WebP of a picture that fits in `maxEdgePx` squared (never enlarged): turned upright, sRGB,
 * every other metadata block dropped (a blog cover, docs/admin.md#blog-management).
 */
export async function makeWebpWithin(
  bytes: Uint8Array,
  maxEdgePx: number,
): Promise<NormalisedImage> {
  const { data, info } = await decoder(bytes)
    .rotate()
    .resize(maxEdgePx, maxEdgePx, { fit: 'inside', withoutEnlargement: true })
    .withIccProfile('srgb')
    .webp({ quality: REENCODE_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(rethrowAsMediaError);
  return { bytes: data, width: info.width, height: info.height };
}

function decoder(bytes: Uint8Array): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS });
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
