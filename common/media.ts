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
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type AcceptedVideoType = (typeof ACCEPTED_VIDEO_TYPES)[number];

/** How the spec's messages name the accepted types ('Invalid file type. Please upload {acceptedTypes} files only'). */
export const ACCEPTED_IMAGE_LABEL = 'JPEG, PNG, WebP';
/** What the asset library takes: pictures and videos. */
export const ACCEPTED_LIBRARY_TYPES = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_VIDEO_TYPES] as const;
/** The same for the asset library, which takes videos too. */
export const ACCEPTED_LIBRARY_LABEL = 'JPEG, PNG, WebP, MP4, WebM, MOV';

export function isVideoType(type: string): type is AcceptedVideoType {
  return (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(type);
}

/** Sniffs a file's real type from its first bytes; the name and the browser's guess are ignored. */
export function sniffMediaType(head: Uint8Array): AcceptedImageType | AcceptedVideoType | null {
  const at = (offset: number, ...bytes: number[]) =>
    bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (offset: number, text: string) =>
    at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) return ascii(8, 'qt  ') ? 'video/quicktime' : 'video/mp4';
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'video/webm';
  return null;
}

/** Bytes to read before sniffing. */
export const SNIFF_BYTES = 16;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
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
