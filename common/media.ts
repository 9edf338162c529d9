/**
 * Upload and download rules shared by the media worker, the asset library and the server
 * (docs/product-rules.md#uploads, docs/product-rules.md#uploads-and-downloads).
 */

/** Uploads are at most 10 MB (docs/product-rules.md#uploads). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/**
 * Images are resized so their long edge is at most this many pixels before upload (a value
 * the product leaves open, docs/product-rules.md#uploads): enough for every engine's input (fal
 * try-on takes up to 2048 px) and small enough to upload quickly over a shop's mobile connection.
 */
export const MAX_UPLOAD_EDGE_PX = 2048;

/**
 * The server refuses to decode images with more pixels than this (a decompression bomb: a tiny
 * file that expands to gigabytes). 50 MP covers every phone camera in use.
 */
export const MAX_DECODE_PIXELS = 50_000_000;

/**
 * Video limits of the asset library (docs/product-rules.md#video-uploads), checked from the file's
 * headers before any frame is decoded. A side of at most 4096 px and at most 4K DCI's pixels a
 * frame take every phone's 4K video in either orientation; one minute is far more than a fashion
 * clip or the image-to-video studio's 10 s results need.
 */
export const MAX_VIDEO_EDGE_PX = 4096;
export const MAX_VIDEO_PIXELS = 4096 * 2160;
export const MAX_VIDEO_DURATION_S = 60;

/**
 * What one user's asset library may hold, in bytes of stored files (images and videos alike):
 * 200 uploads at the 10 MB maximum, and thousands of ordinary photos.
 */
export const MAX_STORAGE_MB_PER_USER = 2048;
export const MAX_STORAGE_BYTES_PER_USER = MAX_STORAGE_MB_PER_USER * 1024 * 1024;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/**
 * Pictures of the HEIF family, which phones take (an iPhone saves HEIC by default): accepted by
 * the studios and the asset library, decoded and stored as JPEG, since few browsers and engines
 * read them (docs/architecture.md#iphone-photos-heic-and-avif).
 */
export const CONVERTED_IMAGE_TYPES = ['image/heic', 'image/avif'] as const;
export type ConvertedImageType = (typeof CONVERTED_IMAGE_TYPES)[number];
/** Every picture an upload to a studio or the library may be. */
export const UPLOAD_IMAGE_TYPES = [...ACCEPTED_IMAGE_TYPES, ...CONVERTED_IMAGE_TYPES] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];

/** How the spec's messages name the accepted types ('Invalid file type. Please upload {acceptedTypes} files only'). */
export const ACCEPTED_IMAGE_LABEL = 'JPEG, PNG, WebP';
/** The same for the studios' uploads, which take phones' HEIC and AVIF too. */
export const UPLOAD_IMAGE_LABEL = 'JPEG, PNG, WebP, HEIC, AVIF';
/** What the asset library takes: pictures and videos. */
export const ACCEPTED_LIBRARY_TYPES = [...UPLOAD_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES] as const;
/** The same for the asset library, which takes videos too. */
export const ACCEPTED_LIBRARY_LABEL = 'JPEG, PNG, WebP, HEIC, AVIF, MP4, WebM, MOV';
/**
 * The file pickers' `accept` for pictures: HEIF files are named too, by extension and by the
 * types systems give them (image/heif, image/heic-sequence), since a desktop browser often knows
 * no type for a .heic file. The bytes are still checked.
 */
export const UPLOAD_IMAGE_ACCEPT = [
  ...UPLOAD_IMAGE_TYPES,
  'image/heif',
  '.heic',
  '.heif',
  '.avif',
].join(',');

export function isVideoType(type: string): type is AcceptedVideoType {
  return (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(type);
}

export function isConvertedImageType(type: string): type is ConvertedImageType {
  return (CONVERTED_IMAGE_TYPES as readonly string[]).includes(type);
}

export function isUploadImageType(type: string): type is UploadImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The type a picture is stored as: HEIC and AVIF become JPEG, the others stay what they are. */
export function storedImageType(type: UploadImageType): AcceptedImageType {
  return isConvertedImageType(type) ? 'image/jpeg' : type;
}

export type SniffedMediaType = UploadImageType | AcceptedVideoType;

/** Sniffs a file's real type from its first bytes; the name and the browser's guess are ignored. */
export function sniffMediaType(head: Uint8Array): SniffedMediaType | null {
  const at = (offset: number, ...bytes: number[]) =>
    bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) return isoMediaType(ftypBrands(head));
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  return null;
}

/**
 * ISO media files (MP4, MOV, HEIF, AVIF) all open with an `ftyp` box; its brands (ISO/IEC 14496-12
 * and 23008-12) say which. Still pictures: `heic` (HEVC), `heix` (HEVC 10-bit and 4:2:2/4:4:4),
 * `heim` and `heis` (multi-layer and scalable HEVC, whose base layer is a `heic` picture),
 * `mif1` (any HEIF picture); `avif` an AV1 picture and `avis` an AV1 sequence, which carries a
 * still picture for viewers that cannot play it. `hevc`, `hevx` and `msf1` alone are HEVC
 * sequences (bursts, animations) with no picture of their own: neither a picture nor a video
 * we take.
 */
const AVIF_BRANDS = ['avif', 'avis'];
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'mif1'];
const HEIF_SEQUENCE_BRANDS = ['hevc', 'hevx', 'msf1'];

function isoMediaType(brands: string[]): SniffedMediaType | null {
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'image/avif';
  if (brands.some((brand) => HEIC_BRANDS.includes(brand))) return 'image/heic';
  if (brands.some((brand) => HEIF_SEQUENCE_BRANDS.includes(brand))) return null;
  return brands[0] === 'qt  ' ? 'video/quicktime' : 'video/mp4';
}

/** The major brand, then the compatible ones, as far as the box and the bytes read go. */
function ftypBrands(head: Uint8Array): string[] {
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const end = Math.min(boxSize, head.length);
  const brand = (offset: number) => String.fromCharCode(...head.subarray(offset, offset + 4));
  const brands = [brand(8)];
  // Bytes 12-15 are the minor version, not a brand.
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(brand(offset));
  return brands;
}

/** Bytes to read before sniffing: enough for an `ftyp` box's brands (an iPhone's has 5). */
export const SNIFF_BYTES = 64;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** "clip.MOV" of type video/mp4 -> "clip.mp4": a file saved as it is, named by its real type. */
export function originalFileName(name: string, type: string): string {
  const base = name.replace(/\.[a-z0-9]+$/i, '') || 'studio-ai';
  return `${base}.${EXTENSIONS[type] ?? 'bin'}`;
}

/** The download dialog's choices (docs/product-rules.md#uploads-and-downloads). */
export const DOWNLOAD_FORMATS = ['original', 'png', 'jpeg', 'webp'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const DOWNLOAD_QUALITIES = { low: 0.6, high: 0.92 } as const;
export type DownloadQuality = keyof typeof DOWNLOAD_QUALITIES;
/**
 * The sizes as boxes of a long and a short edge, in pixels: the box takes the picture's
 * orientation (a portrait picture gets a 1080×1920 box, not a 1920×1080 one that would shrink it),
 * and a picture is never enlarged (downloadOutputSize).
 */
export const DOWNLOAD_SIZES = {
  original: null,
  large: { longEdge: 1920, shortEdge: 1080 },
  medium: { longEdge: 1280, shortEdge: 720 },
  small: { longEdge: 800, shortEdge: 600 },
} as const;
export type DownloadSize = keyof typeof DOWNLOAD_SIZES;

/** A picture's size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a picture is downloaded at: inside the chosen box turned to the picture's orientation,
 * with its aspect ratio, and never larger than it is (docs/product-rules.md#uploads-and-downloads).
 */
export function downloadOutputSize(source: PixelSize, choice: DownloadSize): PixelSize {
  const box = DOWNLOAD_SIZES[choice];
  if (!box) return { width: source.width, height: source.height };
  const portrait = source.height > source.width;
  const width = portrait ? box.shortEdge : box.longEdge;
  const height = portrait ? box.longEdge : box.shortEdge;
  const scale = Math.min(1, width / source.width, height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}
