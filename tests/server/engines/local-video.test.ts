/**
 * The local image-to-video step for real (sharp + Debian's ffmpeg): the clip's format, size and
 * duration as ffprobe reads them, and motion measured on the decoded frames.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../../server/engines/engine';
import { stillToVideo, type StillVideo } from '../../../server/engines/local/video/still-to-video';

const WIDTH = 854;
const HEIGHT = 480;
/** Decoded frames are compared at this small size, in grey. */
const PROBE = { width: 96, height: 54 };

/** A 4:3 still with detail everywhere (a grid of coloured squares), so any move shows. */
async function still(): Promise<Buffer> {
  const squares = Array.from({ length: 12 * 9 }, (_, i) => {
    const [x, y] = [i % 12, Math.floor(i / 12)];
    const hue = (i * 47) % 360;
    return `<rect x="${x * 80}" y="${y * 80}" width="80" height="80" fill="hsl(${hue} 70% ${40 + ((x + y) % 3) * 15}%)"/>`;
  }).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">${squares}</svg>`,
    ),
  )
    .jpeg()
    .toBuffer();
}

function saved(video: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'video-test-')), 'clip.mp4');
  writeFileSync(file, video);
  return file;
}

function probe(file: string) {
  const json = execFileSync('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]).toString();
  return JSON.parse(json) as {
    format: { format_name: string; duration: string };
    streams: {
      codec_type: string;
      codec_name: string;
      profile?: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      nb_frames?: string;
    }[];
  };
}

/** Every frame, decoded small and grey, as one buffer per frame. */
function frames(file: string): Buffer[] {
  const raw = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `scale=${PROBE.width}:${PROBE.height},format=gray`,
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const size = PROBE.width * PROBE.height;
  return Array.from({ length: raw.length / size }, (_, i) =>
    raw.subarray(i * size, (i + 1) * size),
  );
}

const meanDifference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

describe('stillToVideo', () => {
  let clip: StillVideo;
  let file: string;
  beforeAll(async () => {
    clip = await stillToVideo(await still(), {
      width: WIDTH,
      height: HEIGHT,
      durationS: 5,
      motion: 'natural',
    });
    file = saved(clip.video);
  }, 60_000);

  it('makes an H.264 MP4 of the requested size and duration, ready to stream', () => {
    const { format, streams } = probe(file);
    expect(format.format_name).toContain('mp4');
    expect(Number(format.duration)).toBeCloseTo(5, 1);
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({
      codec_type: 'video',
      codec_name: 'h264',
      profile: 'High',
      pix_fmt: 'yuv420p',
      width: WIDTH,
      height: HEIGHT,
      nb_frames: '150',
    });
    // +faststart: the index (moov) comes before the media data, so playback starts at once.
    expect(clip.video.indexOf('moov')).toBeLessThan(clip.video.indexOf('mdat'));
    expect(clip.durationMs).toBe(5000);
  });

  it('moves: the picture changes over the clip, a little from frame to frame', () => {
    const decoded = frames(file);
    expect(decoded).toHaveLength(150);
    const overall = meanDifference(decoded[0]!, decoded[149]!);
    expect(overall).toBeGreaterThan(8);
    const middleStep = meanDifference(decoded[74]!, decoded[75]!);
    expect(middleStep).toBeGreaterThan(0);
    expect(middleStep).toBeLessThan(overall / 10);
    // Smoothstep: the move is slower at the start than in the middle.
    expect(meanDifference(decoded[0]!, decoded[1]!)).toBeLessThan(middleStep);
  });

  it('gives a poster that is the first frame', async () => {
    const grey = (image: Buffer) =>
      sharp(image).resize(PROBE.width, PROBE.height).greyscale().raw().toBuffer();
    const firstFrame = execFileSync('ffmpeg', [
      ...['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ]);
    const meta = await sharp(clip.poster).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: WIDTH,
      height: HEIGHT,
    });
    expect(meanDifference(await grey(clip.poster), await grey(firstFrame))).toBeLessThan(3);
  });

  it('adds a quiet ambient track when asked', async () => {
    const withAudio = await stillToVideo(await still(), {
      width: 320,
      height: 180,
      durationS: 2,
      motion: 'subtle',
      audio: true,
    });
    const { streams, format } = probe(saved(withAudio.video));
    expect(streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Number(format.duration)).toBeCloseTo(2, 1);
  }, 30_000);

  it('refuses an undecodable still and an odd size', async () => {
    const options = { width: 320, height: 180, durationS: 1, motion: 'subtle' } as const;
    await expect(stillToVideo(Buffer.from('not an image'), options)).rejects.toMatchObject({
      code: 'input_unreadable',
    });
    await expect(stillToVideo(await still(), { ...options, width: 321 })).rejects.toThrow(/even/);
    await expect(stillToVideo(Buffer.from('x'), options)).rejects.toBeInstanceOf(EngineError);
  });
});
