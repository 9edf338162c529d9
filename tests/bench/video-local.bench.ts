/**
 * The image-to-video studio's local engine, a whole 5 s clip per job (decode, focus, the
 * still laid on the frame, ffmpeg's move and encode, the poster), at 480p and at 1080p, each
 * beside the same ffmpeg command run bare on the same canvas in the same run, so the engine's
 * own cost shows apart from the encoder's (server/engines/local/video/README.md). Goal: 1080p
 * 5 s under 6 s on 2 cores.
 *
 * `npm run bench -- studios`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VideoResolution } from '../../common/studios/image-to-video';
import { decodeModelPhoto } from '../../server/engines/local/image-io';
import { findFocus, focusOnFrame } from '../../server/engines/local/video/focal-point';
import { defaultFill, frameCanvas } from '../../server/engines/local/video/frame-canvas';
import { upscaleFactor, zoompanFilter } from '../../server/engines/local/video/ken-burns';
import { ffmpegArgs, VIDEO_FPS } from '../../server/engines/local/video/still-to-video';
import { clipSize, createLocalVideoEngine } from '../../server/engines/local/video/video-engine';
import type { Figure } from './harness';
import { BENCH_RUN as run, medianMs } from './harness';

/** Jobs measured after the warm-up: a clip takes seconds. */
const JOBS = 3;
const GOALS: Record<VideoResolution, Figure['goal']> = {
  '480p': undefined,
  '1080p': { op: '<', value: 6000 },
};
const HEIGHTS: Record<VideoResolution, number> = { '480p': 480, '1080p': 1080 };

/** A landscape demo photo of the face-api package (node_modules, never kept), 1920 px wide. */
async function demoPhoto(): Promise<Buffer> {
  const { readFile } = await import('node:fs/promises');
  return readFile(
    new URL('../../node_modules/@vladmandic/face-api/demo/sample2.jpg', import.meta.url),
  );
}

/** The engine's ffmpeg command for this photo and tier, on its canvas, run bare. */
async function bareFfmpeg(bytes: Buffer, resolution: VideoResolution) {
  const photo = await decodeModelPhoto(bytes);
  const frame = clipSize(photo, HEIGHTS[resolution]);
  const fill = defaultFill(photo.width / photo.height, frame.width / frame.height);
  const scale = (fill === 'crop' ? Math.max : Math.min)(
    frame.width / photo.width,
    frame.height / photo.height,
  );
  const k = upscaleFactor(frame.width, frame.height);
  const canvas = await frameCanvas(bytes, {
    width: frame.width * k,
    height: frame.height * k,
    fill,
  });
  const options = { ...frame, durationS: 5, motion: 'natural' as const };
  const zoompan = zoompanFilter({
    ...frame,
    frames: 5 * VIDEO_FPS,
    fps: VIDEO_FPS,
    motion: 'natural',
    focus: focusOnFrame((await findFocus(photo)).focus, photo, frame, scale),
  });
  const directory = await mkdtemp(path.join(tmpdir(), 'video-bench-'));
  await writeFile(path.join(directory, 'canvas.rgb'), canvas.data);
  const args = ffmpegArgs(canvas, zoompan, options).map((arg) =>
    arg === 'canvas.rgb' || arg === 'out.mp4' ? path.join(directory, arg) : arg,
  );
  return {
    run: () => promisify(execFile)('ffmpeg', args, { maxBuffer: 1024 * 1024 }),
    cleanUp: () => rm(directory, { recursive: true, force: true }),
  };
}

export async function localVideo(): Promise<Figure[]> {
  const engine = createLocalVideoEngine();
  const image = { bytes: await demoPhoto(), contentType: 'image/jpeg' };
  const figures: Figure[] = [];
  for (const resolution of ['480p', '1080p'] as const) {
    figures.push({
      name: `local video, 5 s at ${resolution} (whole job), median`,
      value: await medianMs(JOBS, () =>
        engine.animate(
          {
            image,
            model: 'local',
            motion: 'natural',
            duration: '5',
            resolution,
            fixedCamera: false,
            generateAudio: false,
          },
          run,
        ),
      ),
      unit: 'ms',
      goal: GOALS[resolution],
    });
    const bare = await bareFfmpeg(image.bytes, resolution);
    try {
      figures.push({
        name: `  the same ffmpeg command run bare, ${resolution}, median`,
        value: await medianMs(JOBS, bare.run),
        unit: 'ms',
      });
    } finally {
      await bare.cleanUp();
    }
  }
  return figures;
}
