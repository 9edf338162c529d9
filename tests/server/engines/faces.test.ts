/**
 * Faces on real photos (the face-api package's demo pictures, read from node_modules and never
 * copied): blazeface and facemesh find them, and the one-face rule refuses a group, a face too
 * small and a photo without one.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkOneFace,
  detectFaces,
  type DetectedFace,
  MIN_FACE_PX,
  oneFaceProblem,
} from '../../../server/engines/local/faces';
import { getHumanRuntime } from '../../../server/engines/local/human-runtime';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import { demoPhoto, onePersonPhoto } from '../helpers/real-photos';

const face = (width: number): DetectedFace => ({
  box: { left: 0, top: 0, width, height: width },
  score: 0.9,
  mesh: [],
});

describe('detectFaces on real photos', () => {
  let group: DetectedFace[];
  beforeAll(async () => {
    group = await detectFaces(await decodeModelPhoto(await demoPhoto(6)));
  });

  it('finds each face of a group photo, largest first, with its facemesh outline', () => {
    expect(group).toHaveLength(4);
    expect(group.map((found) => found.box.width)).toEqual(
      [...group.map((found) => found.box.width)].sort((a, b) => b - a),
    );
    for (const found of group) {
      expect(found.score).toBeGreaterThan(0.5);
      expect(found.mesh).toHaveLength(468);
      // The outline lies on the face: its centre within the box.
      const cx = found.mesh.reduce((sum, [x]) => sum + x, 0) / found.mesh.length;
      expect(cx).toBeGreaterThan(found.box.left);
      expect(cx).toBeLessThan(found.box.left + found.box.width);
    }
  });

  it('gives boxes in the photo’s own pixels, whatever size it was looked at', async () => {
    const photo = await onePersonPhoto();
    const [full] = await detectFaces(await decodeModelPhoto(photo));
    const twice = await sharp(photo).resize(1200).jpeg().toBuffer();
    const [large] = await detectFaces(await decodeModelPhoto(twice));
    expect(large!.box.width / full!.box.width).toBeCloseTo(2, 0.5);
  });
});

describe('the one-face check', () => {
  it('passes a photo of one person', async () => {
    expect(await checkOneFace(await onePersonPhoto())).toBeNull();
  });

  it('refuses each group photo as several faces', async () => {
    for (const n of [1, 3, 4, 5, 6] as const)
      expect(await checkOneFace(await demoPhoto(n))).toBe('several_faces');
  });

  it('refuses a face too small to use, and a photo with no face', async () => {
    const small = await sharp(await onePersonPhoto())
      .resize(90)
      .extend({ top: 400, bottom: 400, left: 400, right: 400, background: '#8a8580' })
      .jpeg()
      .toBuffer();
    expect(await checkOneFace(small)).toBe('face_too_small');
    const wall = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#c8b49a' },
    })
      .jpeg()
      .toBuffer();
    expect(await checkOneFace(wall)).toBe('no_face');
  });

  it('ignores faces less than half the size of the main one (people in the background)', () => {
    expect(oneFaceProblem([face(200), face(90)])).toBeNull();
    expect(oneFaceProblem([face(200), face(120)])).toBe('several_faces');
    expect(oneFaceProblem([face(MIN_FACE_PX - 1)])).toBe('face_too_small');
    expect(oneFaceProblem([])).toBe('no_face');
  });
});

describe('the face and pose runtimes', () => {
  it('share one tfjs, and the pose model still loads after the face models', async () => {
    const photo = await decodeModelPhoto(await onePersonPhoto());
    await detectFaces(photo);
    const pose = await getHumanRuntime();
    const input = pose.tf.tensor4d(
      new Uint8Array(photo.data),
      [1, photo.height, photo.width, 3],
      'int32',
    );
    try {
      const result = await pose.detect(input);
      expect(result.body[0]?.keypoints.length).toBeGreaterThan(0);
    } finally {
      input.dispose();
    }
  });
});
