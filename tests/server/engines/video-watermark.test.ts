/** The free plan's mark on a clip (server/adapters/media/video-watermark.ts), with Debian's ffmpeg. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { applyVideoWatermark } from '../../../server/adapters/media/video-watermark';

const WIDTH = 320;
const HEIGHT = 180;
const directory = mkdtempSync(path.join(tmpdir(), 'video-watermark-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);

/** A second of flat grey, with a quiet tone. */
function greyClip(): Buffer {
  const file = path.join(directory, 'grey.mp4');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=0x606060:s=${WIDTH}x${HEIGHT}:d=1:r=10`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return readFileSync(file);
}

/** The last frame of a clip, as raw grey pixels. */
async function lastFrame(video: Buffer) {
  const input = path.join(directory, 'probe.mp4');
  const output = path.join(directory, 'frame.png');
  writeFileSync(input, video);
  ffmpeg(['-sseof', '-0.2', '-i', input, '-frames:v', '1', output]);
  return sharp(output).greyscale().raw().toBuffer({ resolveWithObject: true });
}

function streamsOf(video: Buffer): string[] {
  const file = path.join(directory, 'streams.mp4');
  writeFileSync(file, video);
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name,width,height'],
    ...['-of', 'csv=p=0', file],
  ]);
  return out.toString().trim().split('\n').sort();
}

describe('applyVideoWatermark', () => {
  it('marks every frame at the bottom right, keeping the size, H.264 and the sound', async () => {
    const clip = greyClip();

    const marked = await applyVideoWatermark(clip, WIDTH, HEIGHT);

    expect(streamsOf(marked)).toEqual(['aac', `h264,${WIDTH},${HEIGHT}`]);
    const before = await lastFrame(clip);
    const after = await lastFrame(marked);
    // The mark's pill sits in the bottom-right corner.
    const at = (frame: typeof after, x: number, y: number) => frame.data[y * WIDTH + x]!;
    const corner = { x: WIDTH - 30, y: HEIGHT - 12 };
    expect(
      Math.abs(at(after, corner.x, corner.y) - at(before, corner.x, corner.y)),
    ).toBeGreaterThan(20);
    expect(after.info.width).toBe(WIDTH);
  });
});
