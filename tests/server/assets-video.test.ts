import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../common/contracts/assets';
import { bearer, createSignedInUser } from './helpers/accounts';
import { assetRowCount, filesIn, makeJpeg, upload } from './helpers/assets';
import { createAccountRepository } from '../../server/modules/account/account.repository';
import { createTestApp, type TestApp } from './test-app';

const ffmpegMissing = spawnSync('ffmpeg', ['-version']).error !== undefined;
if (ffmpegMissing) {
  console.warn('assets-video.test.ts: skipped, ffmpeg is not on PATH (CI installs Debian ffmpeg)');
}

const TEST_PATTERN = ['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10'];

let server: TestApp;
let workDir: string;
let token: string;

/** Renders a clip with ffmpeg into the work directory and returns its bytes. */
function render(name: string, args: string[]): Buffer {
  const file = path.join(workDir, name);
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
  return readFileSync(file);
}

/** The coded H.264 frames of a file in the work directory, without its container. */
function videoBitstream(name: string): Buffer {
  const args = ['-v', 'error', '-i', path.join(workDir, name), '-map', '0:v', '-c', 'copy'];
  return execFileSync('ffmpeg', [...args, '-bsf:v', 'h264_mp4toannexb', '-f', 'h264', 'pipe:1']);
}

beforeAll(async () => {
  if (ffmpegMissing) return;
  workDir = mkdtempSync(path.join(tmpdir(), 'assets-video-test-'));
  server = await createTestApp();
  ({ token } = await createSignedInUser(server));
});
afterAll(async () => {
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.skipIf(ffmpegMissing)('POST /api/assets: videos', () => {
  it('stores an MP4 (its frames as uploaded), with its size, duration and a WebP poster', async () => {
    const mp4 = render('clip.mp4', [...TEST_PATTERN, '-pix_fmt', 'yuv420p']);

    const response = await upload(server, token, mp4, 'clip.mp4');

    expect(response.statusCode).toBe(201);
    const asset = response.json<Asset>();
    expect(asset).toMatchObject({
      kind: 'video',
      mime_type: 'video/mp4',
      width: 320,
      height: 240,
      duration_ms: 1000,
    });
    const file = await server.app.inject({ method: 'GET', url: asset.url });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(asset.byte_size).toBe(file.rawPayload.length);
    // Metadata goes, the coded frames stay: the stored file holds the upload's video bitstream.
    writeFileSync(path.join(workDir, 'stored.mp4'), file.rawPayload);
    expect(videoBitstream('stored.mp4').equals(videoBitstream('clip.mp4'))).toBe(true);
    const thumbnail = await server.app.inject({ method: 'GET', url: asset.thumbnail_url! });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    // The player's poster: the same frame, never enlarged past the video's own size.
    const poster = await server.app.inject({ method: 'GET', url: asset.poster_url! });
    expect(poster.headers['content-type']).toBe('image/webp');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
  });

  it('makes a large video a poster 1280 px on its long edge, upright, and a 320 px thumbnail', async () => {
    render('wide.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=1920x1080:rate=5'],
      ...['-pix_fmt', 'yuv420p'],
    ]);
    // A phone's portrait clip: landscape frames and a rotation the player applies.
    const portrait = render('tall.mp4', [
      ...['-i', path.join(workDir, 'wide.mp4')],
      ...['-c', 'copy', '-metadata:s:v', 'rotate=90'],
    ]);

    const asset = (await upload(server, token, portrait, 'tall.mp4')).json<Asset>();

    const poster = await server.app.inject({ method: 'GET', url: asset.poster_url! });
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ width: 720, height: 1280 });
    const thumbnail = await server.app.inject({ method: 'GET', url: asset.thumbnail_url! });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 180, height: 320 });
  });

  it('gives an image no poster', async () => {
    const response = await upload(server, token, await makeJpeg(), 'photo.jpg');
    expect(response.json<Asset>().poster_url).toBeNull();
  });

  it('deletes a video with its thumbnail and poster, and their links stop working', async () => {
    const mp4 = render('to-delete.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=10'],
      ...['-pix_fmt', 'yuv420p'],
    ]);
    const filesBefore = filesIn(server.storageDir);
    const asset = (await upload(server, token, mp4, 'to-delete.mp4')).json<Asset>();
    const added = filesIn(server.storageDir).filter((file) => !filesBefore.includes(file));
    expect(added.map((file) => path.basename(file)).sort()).toEqual(
      [`${asset.id}-poster.webp`, `${asset.id}-thumbnail.webp`, `${asset.id}.mp4`].sort(),
    );

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/assets/${asset.id}`,
      headers: bearer(token),
    });

    expect(deleted.statusCode).toBe(204);
    expect(filesIn(server.storageDir)).toEqual(filesBefore);
    const poster = await server.app.inject({ method: 'GET', url: asset.poster_url! });
    expect(poster.statusCode).toBe(404);
  });

  it('counts a video’s poster among the files an account erasure deletes', async () => {
    const { user, token: ownToken } = await createSignedInUser(server);
    const mp4 = render('erased.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=96x64:rate=10'],
      ...['-pix_fmt', 'yuv420p'],
    ]);
    const asset = (await upload(server, ownToken, mp4, 'erased.mp4')).json<Asset>();

    const keys = await createAccountRepository(server.database.db).storageKeys(user.id);

    expect(keys.map((key) => path.basename(key)).sort()).toEqual(
      [`${asset.id}-poster.webp`, `${asset.id}-thumbnail.webp`, `${asset.id}.mp4`].sort(),
    );
  });

  it('reports a phone’s portrait video (landscape frames, rotated 90°) as portrait', async () => {
    render('landscape.mp4', [...TEST_PATTERN, '-pix_fmt', 'yuv420p']);
    const rotated = render('portrait.mp4', [
      ...['-i', path.join(workDir, 'landscape.mp4')],
      ...['-c', 'copy', '-metadata:s:v', 'rotate=90'],
    ]);

    const response = await upload(server, token, rotated, 'portrait.mp4');

    expect(response.json()).toMatchObject({ width: 240, height: 320 });
  });

  it.each([
    ['WebM', 'clip.webm', ['-c:v', 'libvpx'], 'video/webm'],
    ['QuickTime', 'clip.mov', ['-pix_fmt', 'yuv420p'], 'video/quicktime'],
  ])('takes a %s video', async (_name, file, codec, mimeType) => {
    const bytes = render(file, [...TEST_PATTERN, ...codec]);

    const response = await upload(server, token, bytes, file);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'video', mime_type: mimeType, width: 320 });
  });

  it.each([
    [
      'an MP4 header followed by garbage',
      () =>
        Buffer.concat([
          Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'latin1'),
          Buffer.alloc(5000, 0x5a),
        ]),
    ],
    [
      'an audio-only MP4 (no video stream)',
      () => render('sound.m4a', ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac']),
    ],
  ])('refuses %s with 422 invalid_video, storing nothing', async (_name, make) => {
    const bytes = make();
    const rowsBefore = await assetRowCount(server);
    const filesBefore = filesIn(server.storageDir);

    const response = await upload(server, token, bytes, 'clip.mp4');

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'invalid_video',
      detail: 'The video could not be read. It may be damaged.',
    });
    expect(await assetRowCount(server)).toBe(rowsBefore);
    expect(filesIn(server.storageDir)).toEqual(filesBefore);
  });
});
