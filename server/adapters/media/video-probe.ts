/**
 * Reads an uploaded video's size and length with ffprobe, refusing a video over the library's
 * limits (docs/product-rules.md#video-uploads) before any of its frames is decoded: the first probe
 * reads the container's headers only, since ffprobe's usual probe decodes a frame, and one frame
 * of an 8192×8192 video alone takes hundreds of megabytes.
 */
import { z } from 'zod';
import {
  MAX_VIDEO_DURATION_S,
  MAX_VIDEO_EDGE_PX,
  MAX_VIDEO_PIXELS,
  type AcceptedVideoType,
} from '../../../common/media';
import { MEDIA_PROBLEMS, MediaError } from './media-error';
import { runTool, ToolError } from './run-tool';

const PROBE_TIMEOUT_MS = 15_000;
const PROBE_OUTPUT_BYTES = 1024 * 1024;

/**
 * The demuxer is forced from the sniffed type and only local files may be opened: ffmpeg would
 * otherwise guess the format from the content, and some formats (HLS playlists) fetch URLs.
 */
const DEMUXER: Record<AcceptedVideoType, string> = {
  'video/mp4': 'mov',
  'video/quicktime': 'mov',
  'video/webm': 'matroska',
};
export const inputOf = (file: string, type: AcceptedVideoType) => [
  '-f',
  DEMUXER[type],
  '-protocol_whitelist',
  'file',
  '-i',
  file,
];

/**
 * Decoders refuse frames with more pixels than this, so a file whose headers understate its
 * frames is refused as unreadable instead of decoded.
 */
export const decoderPixelLimit = ['-max_pixels', String(MAX_VIDEO_PIXELS)];

const streamSchema = z.object({
  codec_type: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
});
const headersSchema = z.object({ streams: z.array(streamSchema) });
const probeSchema = z.object({
  streams: z.array(streamSchema),
  format: z.object({ duration: z.coerce.number().positive() }),
});

export interface VideoSize {
  width: number;
  height: number;
  durationMs: number;
}

/** The video's upright size and length; throws MediaError when it is unreadable or too large. */
export async function probeVideo(file: string, type: AcceptedVideoType): Promise<VideoSize> {
  const headers = headersSchema.safeParse(await ffprobe(['-nofind_stream_info'], file, type));
  const framed = headers.data?.streams.find((stream) => stream.codec_type === 'video');
  // A size the headers do not give is read by the full probe, under the decoders' pixel limit.
  if (framed?.width && framed.height) refuseOversized(framed.width, framed.height);

  const parsed = probeSchema.safeParse(await ffprobe(decoderPixelLimit, file, type));
  const video = parsed.data?.streams.find((stream) => stream.codec_type === 'video');
  if (!parsed.success || !video?.width || !video.height) {
    throw new MediaError(MEDIA_PROBLEMS.corruptVideo, parsed.error);
  }
  refuseOversized(video.width, video.height);
  if (parsed.data.format.duration > MAX_VIDEO_DURATION_S) {
    throw new MediaError(MEDIA_PROBLEMS.videoTooLong);
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

function refuseOversized(width: number, height: number): void {
  if (Math.max(width, height) > MAX_VIDEO_EDGE_PX || width * height > MAX_VIDEO_PIXELS) {
    throw new MediaError(MEDIA_PROBLEMS.videoTooLarge);
  }
}

async function ffprobe(options: string[], file: string, type: AcceptedVideoType) {
  const output = await runTool(
    'ffprobe',
    [
      ...['-v', 'error', '-print_format', 'json', ...options],
      ...['-show_entries', 'format=duration:stream=codec_type,width,height'],
      ...['-show_entries', 'stream_side_data=rotation'],
      ...inputOf(file, type),
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: PROBE_OUTPUT_BYTES },
  ).catch(rethrowAsMediaError);
  try {
    return JSON.parse(output.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/** A missing ffmpeg is the server's problem (500); anything else the tool refused is the file's. */
export function rethrowAsMediaError(error: unknown): never {
  if (error instanceof ToolError && error.toolMissing) throw error;
  throw new MediaError(MEDIA_PROBLEMS.corruptVideo, error);
}
