/**
 * The free plan's watermark on a clip (the same mark as watermark.ts, on every frame): the mark
 * is drawn once as a PNG of the clip's size and laid over it by ffmpeg; the sound is copied.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageSlots } from './image-slots';
import { makeMediaTempDir } from './media-temp';
import { runTool } from './run-tool';
import { watermarkSvg } from './watermark';

/** x264 quality and speed of the marked clip: those of the local video engine. */
const X264_CRF = 21;
const X264_PRESET = 'veryfast';
/** How long ffmpeg may take, in ms: a 10 s 1080p clip takes seconds on 2 cores. */
const FFMPEG_TIMEOUT_MS = 120_000;

/** The clip (MP4) with the mark over every frame; same size, H.264, faststart. */
export async function applyVideoWatermark(
  video: Buffer,
  width: number,
  height: number,
): Promise<Buffer> {
  const directory = await makeMediaTempDir('video-watermark');
  const file = (name: string) => path.join(directory, name);
  try {
    const svg = Buffer.from(watermarkSvg(width, height));
    const mark = await imageSlots.run(() => sharp(svg).png().toBuffer());
    await writeFile(file('in.mp4'), video);
    await writeFile(file('mark.png'), mark);
    const args = [
      ...['-v', 'error', '-nostdin', '-y'],
      // Read as MP4 from a plain file only: an engine's bytes choose no demuxer or protocol.
      ...['-f', 'mov', '-protocol_whitelist', 'file', '-i', file('in.mp4')],
      ...['-protocol_whitelist', 'file', '-i', file('mark.png')],
      ...['-filter_complex', '[0:v][1:v]overlay=0:0,format=yuv420p[v]'],
      ...['-map', '[v]', '-map', '0:a?', '-c:a', 'copy'],
      ...['-c:v', 'libx264', '-preset', X264_PRESET, '-crf', String(X264_CRF)],
      ...['-movflags', '+faststart', file('out.mp4')],
    ];
    await runTool('ffmpeg', args, { timeoutMs: FFMPEG_TIMEOUT_MS, maxOutputBytes: 1024 * 1024 });
    return await readFile(file('out.mp4'));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
