/**
 * Probes uploaded videos with ffprobe and takes a poster frame with ffmpeg (Debian's ffmpeg on
 * PATH, docs/architecture.md#image-and-video-tools). The video itself is stored as uploaded.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { AcceptedVideoType } from '../../../common/media';
import { makeThumbnail, THUMBNAIL_EDGE_PX } from './image-processor';
import { MEDIA_PROBLEMS, MediaError } from './media-error';
import { runTool, ToolError } from './run-tool';

const PROBE_TIMEOUT_MS = 15_000;
const POSTER_TIMEOUT_MS = 30_000;
const PROBE_OUTPUT_BYTES = 1024 * 1024;
/** A PNG of at most THUMBNAIL_EDGE_PX squared stays far below this. */
const POSTER_OUTPUT_BYTES = 8 * 1024 * 1024;
/** The poster is taken this far in, or at a tenth of a shorter video: first frames are often black. */
const POSTER_AT_MAX_S = 1;

/**
 * The demuxer is forced from the sniffed type and only local files may be opened: ffmpeg would
 * otherwise guess the format from the content, and some formats (HLS playlists) fetch URLs.
 */
const DEMUXER: Record<AcceptedVideoType, string> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/webm': 'matroska',
};
const inputOf = (file: string, type: AcceptedVideoType) => [
  '-f',
  DEMUXER[type],
  '-protocol_whitelist',
  'file',
  '-i',
  file,
];

const probeSchema = z.object({
  streams: z.array(
    z.object({
      codec_type: z.string(),
      width: z.number().int().positive().optional(),
      height: z.number().int().positive().optional(),
      side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
    }),
  ),
  format: z.object({ duration: z.coerce.number().positive() }),
});

export interface ProbedVideo {
  width: number;
  height: number;
  durationMs: number;
  /** A WebP poster, like an image's thumbnail. */
  thumbnail: Buffer;
}

export async function processVideo(
  bytes: Uint8Array,
  type: AcceptedVideoType,
): Promise<ProbedVideo> {
  // ffprobe needs to seek (an MP4's index may sit at the end), so the video goes to a file.
  const directory = await mkdtemp(path.join(tmpdir(), 'asset-video-'));
  try {
    const file = path.join(directory, 'upload');
    await writeFile(file, bytes);
    const { width, height, durationMs } = await probe(file, type);
    const poster = await posterFrame(file, type, durationMs);
    return { width, height, durationMs, thumbnail: await makeThumbnail(poster) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function probe(file: string, type: AcceptedVideoType) {
  const output = await runTool(
    'ffprobe',
    [
      ...['-v', 'error', '-print_format', 'json'],
      ...['-show_entries', 'format=duration:stream=codec_type,width,height'],
      ...['-show_entries', 'stream_side_data=rotation'],
      ...inputOf(file, type),
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: PROBE_OUTPUT_BYTES },
  ).catch(rethrowAsMediaError);
  const parsed = probeSchema.safeParse(jsonOrNull(output.toString('utf8')));
  const video = parsed.data?.streams.find((stream) => stream.codec_type === 'video');
  if (!parsed.success || !video?.width || !video.height) {
    throw new MediaError(MEDIA_PROBLEMS.corruptVideo, parsed.error);
  }
  // Phones record portrait video as landscape frames plus a rotation the players apply.
  const rotation = video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation;
  const quarterTurn = Math.abs(rotation ?? 0) % 180 === 90;
  return {
    width: quarterTurn ? video.height : video.width,
    height: quarterTurn ? video.width : video.height,
    durationMs: Math.round(parsed.data.format.duration * 1000),
  };
}

async function posterFrame(file: string, type: AcceptedVideoType, durationMs: number) {
  const atSeconds = Math.min(POSTER_AT_MAX_S, durationMs / 10_000);
  const box = `scale=${THUMBNAIL_EDGE_PX}:${THUMBNAIL_EDGE_PX}:force_original_aspect_ratio=decrease`;
  const png = await runTool(
    'ffmpeg',
    [
      ...['-v', 'error', '-nostdin', '-ss', atSeconds.toFixed(3)],
      ...inputOf(file, type),
      ...['-frames:v', '1', '-vf', box, '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ],
    { timeoutMs: POSTER_TIMEOUT_MS, maxOutputBytes: POSTER_OUTPUT_BYTES },
  ).catch(rethrowAsMediaError);
  if (png.length === 0) throw new MediaError(MEDIA_PROBLEMS.corruptVideo);
  return png;
}

/** A missing ffmpeg is the server's problem (500); anything else the tool refused is the file's. */
function rethrowAsMediaError(error: unknown): never {
  if (error instanceof ToolError && error.toolMissing) throw error;
  throw new MediaError(MEDIA_PROBLEMS.corruptVideo, error);
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
