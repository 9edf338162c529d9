/**
 * Prepares an uploaded video for the library with ffprobe and ffmpeg (Debian's ffmpeg on PATH,
 * docs/architecture.md#image-and-video-tools): probed and checked against the limits first
 * (video-probe.ts), then copied into a fresh file of the same format without any metadata (GPS,
 * comments, creation time, titles, chapters, extra streams), and a poster and its thumbnail taken
 * from that copy.
 * The frames themselves are copied, never re-encoded.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AcceptedVideoType } from '../../../common/media';
import { makePoster, makeThumbnail, POSTER_EDGE_PX } from './image-processor';
import { MEDIA_PROBLEMS, MediaError } from './media-error';
import { makeMediaTempDir } from './media-temp';
import { runTool } from './run-tool';
import { decoderPixelLimit, inputOf, probeVideo, rethrowAsMediaError } from './video-probe';

const POSTER_TIMEOUT_MS = 30_000;
const STRIP_TIMEOUT_MS = 30_000;
/** A PNG of at most POSTER_EDGE_PX squared (about 3.5 MB of pixels) stays below this. */
const POSTER_OUTPUT_BYTES = 16 * 1024 * 1024;
/** The poster is taken this far in, or at a tenth of a shorter video: first frames are often black. */
const POSTER_AT_MAX_S = 1;

/** The muxer that writes the stripped copy: the uploaded format, so the stored type stays true. */
const MUXER: Record<AcceptedVideoType, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

export interface ProcessedVideo {
  /** The video without metadata: what is stored. */
  bytes: Buffer;
  width: number;
  height: number;
  durationMs: number;
  /** A WebP of a frame at most POSTER_EDGE_PX on its long edge, for the player. */
  poster: Buffer;
  /** The same frame as a small WebP, like an image's thumbnail. */
  thumbnail: Buffer;
}

export async function processVideo(
  bytes: Uint8Array,
  type: AcceptedVideoType,
): Promise<ProcessedVideo> {
  // ffprobe needs to seek (an MP4's index may sit at the end), so the video goes to a file.
  const directory = await makeMediaTempDir('asset-video');
  try {
    const upload = path.join(directory, 'upload');
    const stripped = path.join(directory, 'stripped');
    await writeFile(upload, bytes);
    const { width, height, durationMs } = await probeVideo(upload, type);
    await stripMetadata(upload, stripped, type);
    const frame = await posterFrame(stripped, type, durationMs);
    return {
      bytes: await readFile(stripped),
      width,
      height,
      durationMs,
      poster: await makePoster(frame),
      thumbnail: await makeThumbnail(frame),
    };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Keeps the first real video stream (not a cover picture) and the first audio stream, drops every
 * metadata tag, chapter and the muxer's own name; the rotation of a phone's video is stream side
 * data, not a tag, and stays.
 */
async function stripMetadata(input: string, output: string, type: AcceptedVideoType) {
  await runTool(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin'],
      ...inputOf(input, type),
      ...['-map', '0:V:0', '-map', '0:a:0?', '-c', 'copy'],
      ...['-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1'],
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'],
      ...(type === 'video/webm' ? [] : ['-movflags', '+faststart']),
      ...['-f', MUXER[type], output],
    ],
    { timeoutMs: STRIP_TIMEOUT_MS, maxOutputBytes: 1024 * 1024 },
  ).catch(rethrowAsMediaError);
}

async function posterFrame(file: string, type: AcceptedVideoType, durationMs: number) {
  const atSeconds = Math.min(POSTER_AT_MAX_S, durationMs / 10_000);
  const png = await frameAt(file, type, atSeconds);
  // A clip of very few frames may have none after that point: its first frame will do.
  const poster = png.length === 0 && atSeconds > 0 ? await frameAt(file, type, 0) : png;
  if (poster.length === 0) throw new MediaError(MEDIA_PROBLEMS.corruptVideo);
  return poster;
}

async function frameAt(file: string, type: AcceptedVideoType, atSeconds: number) {
  // Scaled down by ffmpeg (never up): a 4K frame never reaches sharp whole.
  const box = `scale='min(iw,${POSTER_EDGE_PX})':'min(ih,${POSTER_EDGE_PX})':force_original_aspect_ratio=decrease`;
  return runTool(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin', '-ss', atSeconds.toFixed(3), ...decoderPixelLimit],
      ...inputOf(file, type),
      ...['-frames:v', '1', '-vf', box, '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ],
    { timeoutMs: POSTER_TIMEOUT_MS, maxOutputBytes: POSTER_OUTPUT_BYTES },
  ).catch(rethrowAsMediaError);
}
