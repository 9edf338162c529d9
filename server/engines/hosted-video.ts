/**
 * A clip a hosted model made, made ours (docs/engines.md "The fal video engine"): copied into a
 * fresh MP4 without any metadata and with its index first (the asset library's video step,
 * server/adapters/media/video-processor.ts, which also reads its size and length), and its
 * first frame taken at full size as the poster. Anything that step refuses is not a clip we
 * store: the provider failed.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeMediaTempDir } from '../adapters/media/media-temp';
import { runTool } from '../adapters/media/run-tool';
import { inputOf } from '../adapters/media/video-probe';
import { processVideo } from '../adapters/media/video-processor';
import { EngineError, type EngineVideoOutput } from './engine';

const POSTER_TIMEOUT_MS = 30_000;
/** A PNG of a 4K frame stays below this. */
const POSTER_OUTPUT_BYTES = 64 * 1024 * 1024;
const POSTER_JPEG_QUALITY = 85;

/** The first frame of an MP4, as a PNG at the clip's size. */
async function firstFrame(video: Buffer): Promise<Buffer> {
  const directory = await makeMediaTempDir('hosted-video');
  try {
    const file = path.join(directory, 'clip.mp4');
    await writeFile(file, video);
    return await runTool(
      'ffmpeg',
      [
        ...['-v', 'error', '-nostdin', ...inputOf(file, 'video/mp4')],
        ...['-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      ],
      { timeoutMs: POSTER_TIMEOUT_MS, maxOutputBytes: POSTER_OUTPUT_BYTES },
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function describeHostedVideo(
  bytes: Buffer,
  provider: string,
): Promise<EngineVideoOutput> {
  try {
    const clip = await processVideo(bytes, 'video/mp4');
    const poster = await sharp(await firstFrame(clip.bytes))
      .jpeg({ quality: POSTER_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      kind: 'video',
      bytes: clip.bytes,
      contentType: 'video/mp4',
      width: clip.width,
      height: clip.height,
      durationMs: clip.durationMs,
      poster: {
        bytes: poster.data,
        contentType: 'image/jpeg',
        width: poster.info.width,
        height: poster.info.height,
      },
    };
  } catch (error) {
    throw new EngineError('provider_failed', `${provider} output is not an MP4 we store`, false, {
      cause: error,
    });
  }
}
