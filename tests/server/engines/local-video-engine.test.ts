/**
 * The image-to-video studio's local engine on real photos (the face-api demo pictures, read from
 * node_modules; what it makes goes to the temporary folder only): the camera moves in on the
 * face, the clip takes the photo's orientation, has no black borders, and carries no metadata.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFaces } from '../../../server/engines/local/faces';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import { findFocus, focusOnFrame } from '../../../server/engines/local/video/focal-point';
import { defaultFill } from '../../../server/engines/local/video/frame-canvas';
import { DEFAULT_FOCUS, MOTION_PRESETS } from '../../../server/engines/local/video/ken-burns';
import { clipSize, createLocalVideoEngine } from '../../../server/engines/local/video/video-engine';
import type { VideoInput } from '../../../server/engines/video-engine';
import { recordingRun } from '../helpers/engine-runs';
import { demoPhoto } from '../helpers/real-photos';

const OUT = mkdtempSync(path.join(tmpdir(), 'local-video-engine-'));

function input(bytes: Buffer, choice: Partial<VideoInput> = {}): VideoInput {
  return {
    image: { bytes, contentType: 'image/jpeg' },
    model: 'local',
    motion: 'dramatic',
    duration: '5',
    resolution: '480p',
    fixedCamera: false,
    generateAudio: false,
    ...choice,
  };
}

/** Frame `n` of a clip as raw grey pixels at its size. */
function frame(file: string, n: number, width: number, height: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-i', file, '-vf', `select=eq(n\\,${n}),format=gray`],
      ...['-frames:v', '1', '-f', 'rawvideo', 'pipe:1'],
    ],
    { maxBuffer: width * height * 2 },
  );
}

/** Mean grey level of a column of a grey frame. */
const columnMean = (pixels: Buffer, width: number, height: number, x: number) => {
  let sum = 0;
  for (let y = 0; y < height; y++) sum += pixels[y * width + x]!;
  return sum / height;
};

describe('the local video engine', () => {
  it('makes 16:9 clips of landscape photos and 9:16 of upright ones, at the tier’s height', () => {
    expect(clipSize({ width: 1920, height: 1280 }, 480)).toEqual({ width: 854, height: 480 });
    expect(clipSize({ width: 600, height: 800 }, 480)).toEqual({ width: 480, height: 854 });
    expect(clipSize({ width: 800, height: 600 }, 1080)).toEqual({ width: 1920, height: 1080 });
  });

  it('puts the focus of a photo where the photo lies on the frame', () => {
    const photo = { width: 1600, height: 1200 };
    const frame = { width: 854, height: 480 };
    // Shown whole (height-bound): the photo spans 640 of the frame's 854 pixels.
    expect(focusOnFrame({ x: 0, y: 0.5 }, photo, frame, 0.4).x).toBeCloseTo(0.5 - 320 / 854, 3);
    // Cut to the frame: a point outside it comes in to the edge.
    expect(focusOnFrame({ x: 0.5, y: 0 }, photo, frame, 854 / 1600).y).toBe(0);
  });

  it('focuses on the largest face of each demo photo', async () => {
    for (const n of [1, 2, 3, 4, 5] as const) {
      const photo = await decodeModelPhoto(await demoPhoto(n));
      const [largest] = await detectFaces(photo);
      const { focus, source } = await findFocus(photo);
      expect(source, `sample${n}`).toBe('face');
      const { left, top, width, height } = largest!.box;
      // Found on a smaller copy: within a few percent of the face's centre.
      expect(Math.abs(focus.x - (left + width / 2) / photo.width)).toBeLessThan(0.03);
      expect(Math.abs(focus.y - (top + height / 2) / photo.height)).toBeLessThan(0.03);
    }
  }, 60_000);

  it('without a face or a person, moves in a little above the centre', async () => {
    const plain = await decodeModelPhoto(
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8090a0' } })
        .png()
        .toBuffer(),
    );
    expect(await findFocus(plain)).toEqual({ focus: DEFAULT_FOCUS, source: 'centre' });
  }, 30_000);

  it('moves in on the face, with no black border and no metadata, and the audio asked for', async () => {
    const bytes = await demoPhoto(3);
    const { run, phases } = recordingRun();
    const clip = await createLocalVideoEngine().animate(input(bytes, { generateAudio: true }), run);
    const file = path.join(OUT, 'sample3.mp4');
    writeFileSync(file, clip.bytes);

    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
    expect(clip).toMatchObject({ width: 854, height: 480, durationMs: 5000 });
    expect(clip.poster).toMatchObject({ contentType: 'image/jpeg', width: 854, height: 480 });
    const probed = JSON.parse(
      execFileSync('ffprobe', [
        ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      ]).toString(),
    ) as { format: { tags?: Record<string, string> }; streams: { codec_name: string }[] };
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Object.keys(probed.format.tags ?? {}).sort()).toEqual([
      'compatible_brands',
      'major_brand',
      'minor_version',
    ]);
    expect(clip.bytes.includes('x264 - core')).toBe(false);

    const first = frame(file, 0, 854, 480);
    const last = frame(file, 149, 854, 480);
    for (const pixels of [first, last]) {
      for (const x of [0, 853]) expect(columnMean(pixels, 854, 480, x)).toBeGreaterThan(12);
    }
    // The last frame is the poster's view zoomed in towards the face (on the right of sample 3),
    // not the same view on the other side.
    const photo = await decodeModelPhoto(bytes);
    const { focus } = await findFocus(photo);
    expect(focus.x).toBeGreaterThan(0.6);
    const fill = defaultFill(photo.width / photo.height, 854 / 480);
    const scale = (fill === 'crop' ? Math.max : Math.min)(854 / photo.width, 480 / photo.height);
    const onFrame = focusOnFrame(focus, photo, { width: 854, height: 480 }, scale);
    const { zoom, drift } = MOTION_PRESETS.dramatic;
    const view = async (shareX: number) => {
      const [width, height] = [Math.round(854 / zoom), Math.round(480 / zoom)];
      const shareY = Math.min(1, Math.max(0, onFrame.y - drift / 2));
      return sharp(clip.poster.bytes)
        .extract({
          left: Math.round(shareX * (854 - width)),
          top: Math.round(shareY * (480 - height)),
          width,
          height,
        })
        .resize(854, 480, { fit: 'fill' })
        .greyscale()
        .raw()
        .toBuffer();
    };
    const towards = Math.min(1, onFrame.x + drift / 2);
    const difference = (a: Buffer, b: Buffer) =>
      a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    expect(difference(last, await view(towards))).toBeLessThan(12);
    expect(difference(last, await view(1 - towards))).toBeGreaterThan(
      2 * difference(last, await view(towards)),
    );
  }, 60_000);
});
