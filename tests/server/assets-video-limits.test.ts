import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { MAX_STORAGE_BYTES_PER_USER } from '../../common/media';
import { createSignedInUser } from './helpers/accounts';
import { assetRowCount, filesIn, makeJpeg, upload } from './helpers/assets';
import { measurePeakMemory } from './helpers/memory';
import { createTestApp, queryRows, type TestApp } from './test-app';

const ffmpegMissing = spawnSync('ffmpeg', ['-version']).error !== undefined;
if (ffmpegMissing) {
  console.warn('assets-video-limits.test.ts: skipped, ffmpeg is not on PATH');
}

const GB = 1024 ** 3;
let server: TestApp;
let workDir: string;
let token: string;

/** Renders a clip with ffmpeg into the work directory and returns its bytes. */
function render(name: string, args: string[]): Buffer {
  const file = path.join(workDir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return readFileSync(file);
}

/** A flat grey clip of `size` (WxH), `seconds` long at one frame a second: small whatever its size. */
const flatClip = (name: string, size: string, seconds = 1) =>
  render(name, [
    ...['-f', 'lavfi', '-i', `color=c=gray:size=${size}:rate=1:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  ]);

/** ffprobe's view of a stored file: every tag of the container and of each stream. */
function probeTags(file: string) {
  const output = execFileSync('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_chapters'],
    ...['-show_entries', 'format_tags:stream=codec_type:stream_tags', file],
  ]);
  return JSON.parse(output.toString('utf8')) as {
    format: { tags?: Record<string, string> };
    streams: Array<{ codec_type: string; tags?: Record<string, string> }>;
    chapters: unknown[];
  };
}

async function storedFile(asset: Asset, name: string): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: asset.url });
  const file = path.join(workDir, name);
  writeFileSync(file, response.rawPayload);
  return file;
}

beforeAll(async () => {
  if (ffmpegMissing) return;
  workDir = mkdtempSync(path.join(tmpdir(), 'assets-video-limits-test-'));
  server = await createTestApp();
  ({ token } = await createSignedInUser(server));
});
afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.skipIf(ffmpegMissing)('POST /api/assets: video limits', () => {
  it.each([
    ['8192×8192 frames', '8192x8192'],
    ['a side over 4096 px', '4112x64'],
    ['more pixels than 4K', '4096x2304'],
  ])('refuses a video with %s as 422 video_too_large, storing nothing', async (_name, size) => {
    const video = flatClip(`big-${size}.mp4`, size);
    const rowsBefore = await assetRowCount(server);
    const filesBefore = filesIn(server.storageDir);

    const response = await upload(server, token, video, 'big.mp4');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'video_too_large' });
    expect(response.json<{ detail: string }>().detail).toContain('4096 pixels');
    expect(await assetRowCount(server)).toBe(rowsBefore);
    expect(filesIn(server.storageDir)).toEqual(filesBefore);
  });

  it('refuses a WebM video with a side over 4096 px as 422 video_too_large', async () => {
    const webm = render('wide.webm', [
      ...['-f', 'lavfi', '-i', 'color=c=gray:size=4112x64:rate=1:duration=1'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime'],
    ]);

    const response = await upload(server, token, webm, 'wide.webm');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'video_too_large' });
  });

  it('takes 4K video (here portrait, 2160×3840, a single frame)', async () => {
    const portrait = flatClip('uhd-portrait.mp4', '2160x3840');

    const response = await upload(server, token, portrait, 'uhd.mp4');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 2160, height: 3840 });
  });

  it('refuses a video over 60 seconds as 422 video_too_long', async () => {
    const long = flatClip('long.mp4', '64x64', 61);

    const response = await upload(server, token, long, 'long.mp4');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'video_too_long',
      detail: 'The video is too long. It may be at most 60 seconds.',
    });
  });

  it('answers six parallel uploads of an 8192×8192 MP4, the server staying under 1 GB more memory', async () => {
    const video = flatClip('parallel.mp4', '8192x8192');

    const {
      result: responses,
      baselineBytes,
      peakBytes,
      growthBytes,
    } = await measurePeakMemory(() =>
      Promise.all(Array.from({ length: 6 }, () => upload(server, token, video, 'big.mp4'))),
    );

    console.info(
      `six parallel 8192×8192 uploads (${video.length} bytes each): baseline ` +
        `${(baselineBytes / 2 ** 20).toFixed(0)} MiB, peak ${(peakBytes / 2 ** 20).toFixed(0)} MiB, ` +
        `growth ${(growthBytes / 2 ** 20).toFixed(0)} MiB (this process and its ffmpeg children)`,
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(422));
    expect(responses.map((response) => response.json<{ code: string }>().code)).toEqual(
      Array(6).fill('video_too_large'),
    );
    expect(growthBytes).toBeLessThan(GB);
  });
});

describe.skipIf(ffmpegMissing)('POST /api/assets: parallel 4K uploads that are taken', () => {
  it('stores six different 4K videos at once, each with its poster, under 1 GB more memory', async () => {
    const colours = ['red', 'green', 'blue', 'yellow', 'purple', 'orange'];
    const clips = colours.map((colour) =>
      render(`uhd-${colour}.mp4`, [
        ...['-f', 'lavfi', '-i', `color=c=${colour}:size=3840x2160:rate=2:duration=1`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ]),
    );

    const {
      result: responses,
      baselineBytes,
      peakBytes,
      growthBytes,
    } = await measurePeakMemory(() =>
      Promise.all(clips.map((clip, i) => upload(server, token, clip, `uhd-${i}.mp4`))),
    );

    console.info(
      `six parallel 3840×2160 uploads taken: baseline ${(baselineBytes / 2 ** 20).toFixed(0)} MiB, ` +
        `peak ${(peakBytes / 2 ** 20).toFixed(0)} MiB, growth ${(growthBytes / 2 ** 20).toFixed(0)} MiB`,
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    for (const response of responses) {
      const asset = response.json<Asset>();
      expect(asset).toMatchObject({ kind: 'video', width: 3840, height: 2160 });
      expect(asset.poster_url).not.toBeNull();
    }
    expect(growthBytes).toBeLessThan(GB);
    // Six 4K clips rendered, then probed, copied and framed two at a time: slow on a busy machine.
  }, 120_000);
});

describe.skipIf(ffmpegMissing)('POST /api/assets: video metadata', () => {
  it.each([
    ['QuickTime', 'tagged.mov', 'video/quicktime'],
    ['MP4', 'tagged.mp4', 'video/mp4'],
  ])(
    'stores a %s video without GPS, comments, creation time or chapters',
    async (_name, file, mimeType) => {
      const chapters = path.join(workDir, `${file}.chapters.txt`);
      writeFileSync(
        chapters,
        ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=500\ntitle=Secret chapter\n',
      );
      const tagged = render(file, [
        ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=duration=1', '-i', chapters, '-map_chapters', '2'],
        ...['-map', '0:v', '-map', '1:a', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
        ...['-metadata', 'location=+10.7769+106.7009/', '-metadata', 'comment=Secret comment'],
        ...['-metadata', 'creation_time=2024-05-01T10:00:00Z', '-metadata', 'title=Secret title'],
        ...['-metadata:s:v', 'creation_time=2024-05-01T10:00:00Z', '-metadata:s:a', 'language=vie'],
      ]);
      const before = probeTags(path.join(workDir, file));
      expect(before.format.tags).toMatchObject({
        location: '+10.7769+106.7009/',
        comment: 'Secret comment',
      });
      expect(before.chapters).toHaveLength(1);

      const response = await upload(server, token, tagged, file);

      expect(response.statusCode).toBe(201);
      const asset = response.json<Asset>();
      expect(asset.mime_type).toBe(mimeType);
      const stored = await storedFile(asset, `stored-${file}`);
      const after = probeTags(stored);
      // What the container format itself writes (its brand) may stay; nothing that came with the upload.
      expect(Object.keys(after.format.tags ?? {}).sort()).toEqual(
        ['compatible_brands', 'major_brand', 'minor_version'].sort(),
      );
      for (const stream of after.streams) {
        expect(Object.keys(stream.tags ?? {})).not.toContain('creation_time');
        // The MP4 muxer writes 'und' (undetermined) when no language is given.
        expect(stream.tags?.language ?? 'und').toBe('und');
      }
      expect(after.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
      expect(after.chapters).toEqual([]);
      const text = readFileSync(stored).toString('latin1');
      for (const secret of ['Secret', '10.7769', '2024-05-01', 'Lavf']) {
        expect(text).not.toContain(secret);
      }
    },
  );

  it('stores a WebM video without its comment and title', async () => {
    const tagged = render('tagged.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10', '-c:v', 'libvpx'],
      ...['-metadata', 'comment=Secret comment', '-metadata', 'title=Secret title'],
    ]);

    const response = await upload(server, token, tagged, 'tagged.webm');

    expect(response.statusCode).toBe(201);
    const stored = await storedFile(response.json<Asset>(), 'stored.webm');
    const after = probeTags(stored);
    expect(after.format.tags ?? {}).not.toHaveProperty('comment');
    expect(after.format.tags ?? {}).not.toHaveProperty('title');
    expect(readFileSync(stored).toString('latin1')).not.toContain('Secret');
  });
});

describe.skipIf(ffmpegMissing)('POST /api/assets: storage quota', () => {
  /** Fills a user's library up to `bytes` with rows that stand for earlier uploads. */
  async function fillLibrary(userId: string, bytes: number) {
    const half = Math.floor(bytes / 2);
    for (const [index, size] of [half, bytes - half].entries()) {
      await queryRows(
        server.database,
        `INSERT INTO assets (user_id, kind, mime_type, original_name, byte_size, storage_key, sha256)
         VALUES ('${userId}', 'video', 'video/mp4', 'old.mp4', ${size}, 'old/${userId}/${index}', 'old-${userId}-${index}')`,
      );
    }
  }

  it('refuses an upload that would take the library over its quota, with 403 storage_quota_exceeded', async () => {
    const { user, token: fullToken } = await createSignedInUser(server);
    await fillLibrary(user.id, MAX_STORAGE_BYTES_PER_USER - 100);
    const rowsBefore = await assetRowCount(server);
    const filesBefore = filesIn(server.storageDir);

    const response = await upload(server, fullToken, await makeJpeg(), 'photo.jpg');

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'storage_quota_exceeded',
      detail: 'Your asset library is full (2 GB). Delete some assets to upload more.',
    });
    expect(await assetRowCount(server)).toBe(rowsBefore);
    expect(filesIn(server.storageDir)).toEqual(filesBefore);
  });

  it('refuses a video into a full library before running ffmpeg on it', async () => {
    const { user, token: fullToken } = await createSignedInUser(server);
    await fillLibrary(user.id, MAX_STORAGE_BYTES_PER_USER);

    // Garbage behind an MP4 header would be invalid_video if it reached ffprobe.
    const notReallyVideo = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'),
      Buffer.alloc(500, 0x5a),
    ]);
    const response = await upload(server, fullToken, notReallyVideo, 'clip.mp4');

    expect(response.json()).toMatchObject({ code: 'storage_quota_exceeded' });
  });

  it('lets only one of two parallel uploads in when the room left holds one of them', async () => {
    const [first, second] = [await makeJpeg(), await makeJpeg()];
    // The stored size of each (normalised) photo, learnt from another user's library.
    const { token: scratchToken } = await createSignedInUser(server);
    const sizes = await Promise.all(
      [first, second].map(async (photo) => {
        const response = await upload(server, scratchToken, photo, 'photo.jpg');
        return response.json<Asset>().byte_size;
      }),
    );
    const { user, token: userToken } = await createSignedInUser(server);
    await fillLibrary(user.id, MAX_STORAGE_BYTES_PER_USER - Math.max(...sizes));
    const filesBefore = filesIn(server.storageDir).length;

    const responses = await Promise.all(
      [first, second].map((photo) => upload(server, userToken, photo, 'photo.jpg')),
    );

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403]);
    // One file and its thumbnail stayed; the refused upload's files were removed again.
    expect(filesIn(server.storageDir).length).toBe(filesBefore + 2);
  });

  it('takes the upload that still fits, and counts only the user’s own assets', async () => {
    const { token: otherToken } = await createSignedInUser(server);
    const { user, token: nearlyFullToken } = await createSignedInUser(server);
    await fillLibrary(user.id, MAX_STORAGE_BYTES_PER_USER - 1024 * 1024);
    const photo = await makeJpeg();

    const fits = await upload(server, nearlyFullToken, photo, 'photo.jpg');
    const someoneElse = await upload(server, otherToken, await makeJpeg(), 'photo.jpg');

    expect(fits.statusCode).toBe(201);
    expect(someoneElse.statusCode).toBe(201);
  });
});
