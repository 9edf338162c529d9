/**
 * The local image-to-video engine step: a still becomes a short H.264 MP4 with a Ken Burns
 * move (ken-burns.ts), optionally over a quiet ambient bed (ambient-audio.ts), plus a poster.
 * An honest "animated still": nothing in the picture moves, the camera does. sharp lays the
 * still out on the frame at ×k (frame-canvas.ts); Debian's ffmpeg does the move and encodes.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeMediaTempDir } from '../../../adapters/media/media-temp';
import { runTool } from '../../../adapters/media/run-tool';
import { EngineError } from '../../engine';
import { ambientFilter, ambientInputs } from './ambient-audio';
import { frameCanvas, type FrameCanvas, type FrameFill } from './frame-canvas';
import {
  DEFAULT_FOCUS,
  upscaleFactor,
  zoompanFilter,
  type Focus,
  type VideoMotion,
} from './ken-burns';

/** Frames per second of every clip. */
export const VIDEO_FPS = 30;
/** x264 quality (lower is better) and speed, as measured (docs/engines.md#local-image-to-video). */
const X264_CRF = 21;
const X264_PRESET = 'veryfast';
/** A fixed thread count keeps the encoded bytes the same on every machine. */
const X264_THREADS = 2;
/** AAC bit rate of the ambient bed, in bits per second. */
const AUDIO_BITRATE = '96k';
/**
 * How long ffmpeg may take, in ms: 10 s at 1080p takes ~12 s on 2 cores
 * (docs/engines.md#local-image-to-video).
 */
const FFMPEG_TIMEOUT_MS = 120_000;

export interface StillToVideoOptions {
  /** Output size in pixels; both even (H.264 with yuv420p needs it). */
  width: number;
  height: number;
  durationS: number;
  motion: VideoMotion;
  /** Where the camera moves in on, as shares of the frame; default a little above the centre. */
  focus?: Focus;
  /**
   * 'crop' cuts the still to the frame; 'blur' shows it whole over a blurred copy of itself.
   * Default: 'blur' when their shapes differ a lot.
   */
  fill?: FrameFill;
  /** Adds the quiet ambient bed (AAC stereo); default: no audio track. */
  audio?: boolean;
  /** Zoom straight in on the focus, with no drift (ken-burns.ts). */
  fixedCamera?: boolean;
  /** The poster's format; default PNG. */
  posterType?: 'png' | 'jpeg';
}

/** JPEG quality of a JPEG poster: it is shown until the clip plays, then never again. */
const POSTER_JPEG_QUALITY = 85;

export interface StillVideo {
  /** H.264 High, yuv420p, moov atom first (+faststart). */
  video: Buffer;
  /** The first frame (PNG, or JPEG when asked), for `<video poster>`. */
  poster: Buffer;
  width: number;
  height: number;
  frames: number;
  durationMs: number;
}

/**
 * The ffmpeg command of a clip, reading the canvas from `canvas.rgb` and writing `out.mp4` (the
 * caller puts both in its own folder); exported for the benchmark that runs it bare.
 */
export function ffmpegArgs(canvas: FrameCanvas, zoompan: string, options: StillToVideoOptions) {
  const frames = Math.round(options.durationS * VIDEO_FPS);
  const audio = options.audio ? ambientFilter(1, options.durationS) : '';
  return [
    ...['-v', 'error', '-nostdin', '-y', '-f', 'rawvideo', '-pixel_format', 'rgb24'],
    ...['-video_size', `${canvas.width}x${canvas.height}`, '-framerate', String(VIDEO_FPS)],
    ...['-protocol_whitelist', 'file', '-i', 'canvas.rgb'],
    ...(options.audio ? ambientInputs(options.durationS) : []),
    ...['-filter_complex', [`[0:v]${zoompan},format=yuv420p[v]`, audio].filter(Boolean).join(';')],
    ...['-map', '[v]', ...(options.audio ? ['-map', '[a]'] : []), '-frames:v', String(frames)],
    ...['-c:v', 'libx264', '-preset', X264_PRESET, '-crf', String(X264_CRF), '-profile:v', 'high'],
    ...['-pix_fmt', 'yuv420p', '-threads', String(X264_THREADS)],
    ...(options.audio ? ['-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-shortest'] : ['-an']),
    // No metadata: no tags or times, no tool versions (bitexact: the sample description names
    // the codec only, 'Lavc libx264'), and no x264 settings banner (its SEI units, which a clip
    // this simple needs no other of).
    ...['-bsf:v', 'filter_units=remove_types=6', '-flags:v', '+bitexact'],
    ...(options.audio ? ['-flags:a', '+bitexact'] : []),
    ...['-map_metadata', '-1', '-fflags', '+bitexact', '-movflags', '+faststart', 'out.mp4'],
  ];
}

/** Turns a still (any format sharp reads) into a Ken Burns clip and its poster. */
export async function stillToVideo(
  still: Buffer,
  options: StillToVideoOptions,
): Promise<StillVideo> {
  const { width, height } = options;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('Video sizes must be even');
  const frames = Math.round(options.durationS * VIDEO_FPS);
  const k = upscaleFactor(width, height);
  const canvas = await frameCanvas(still, {
    width: width * k,
    height: height * k,
    fill: options.fill,
  }).catch((error: unknown) => {
    throw new EngineError('input_unreadable', 'The still cannot be decoded', false, {
      cause: error,
    });
  });
  const zoompan = zoompanFilter({
    width,
    height,
    frames,
    fps: VIDEO_FPS,
    motion: options.motion,
    focus: options.focus ?? DEFAULT_FOCUS,
    fixedCamera: options.fixedCamera,
  });
  const directory = await makeMediaTempDir('still-video');
  const inDirectory = (arg: string) =>
    arg === 'canvas.rgb' || arg === 'out.mp4' ? path.join(directory, arg) : arg;
  try {
    await writeFile(path.join(directory, 'canvas.rgb'), canvas.data);
    const args = ffmpegArgs(canvas, zoompan, options).map(inDirectory);
    await runTool('ffmpeg', args, { timeoutMs: FFMPEG_TIMEOUT_MS, maxOutputBytes: 1024 * 1024 });
    const video = await readFile(path.join(directory, 'out.mp4'));
    const raw = { width: canvas.width, height: canvas.height, channels: 3 } as const;
    const poster = await sharp(canvas.data, { raw })
      .resize(width, height, { kernel: 'lanczos3' })
      .toFormat(options.posterType ?? 'png', { quality: POSTER_JPEG_QUALITY })
      .toBuffer();
    return { video, poster, width, height, frames, durationMs: (frames / VIDEO_FPS) * 1000 };
  } catch (error) {
    throw new EngineError('internal', 'The video could not be made', false, { cause: error });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
