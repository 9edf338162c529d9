/**
 * The person-photo rules (server/engines/local/person-check.ts, docs/photo-check.md): on real
 * crops every good photo passes and measures like a person facing the camera; on made-up
 * keypoints each rule holds at its threshold, arms crossed included (no demo photo shows it).
 */
import { describe, expect, it } from 'vitest';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import {
  measurePerson,
  MIN_SHOULDERS_PER_TORSO,
  personProblem,
} from '../../../server/engines/local/person-check';
import { lookAtPerson, type PersonLook } from '../../../server/engines/local/person-look';
import type { Keypoint } from '../../../server/engines/local/pose';
import { GOOD_CROPS, personCrop } from '../helpers/real-photos';

describe('good photos of one person', () => {
  for (const name of GOOD_CROPS)
    it(`${name} passes, facing the camera, the torso large in the frame`, async () => {
      const look = await lookAtPerson(await decodeModelPhoto(await personCrop(name)));
      const measures = measurePerson(look);
      expect(personProblem(look, { pose: true })).toBeNull();
      expect(measures.personShare).toBeGreaterThan(0.4);
      expect(measures.faces).toBeLessThanOrEqual(1);
      expect(measures.torsoShare).toBeGreaterThan(0.3);
      expect(measures.shouldersPerTorso).toBeGreaterThan(MIN_SHOULDERS_PER_TORSO + 0.05);
      expect(measures.wristsOnTorso).toBeLessThan(2);
    }, 30_000);
});

/** A person 600 × 1200 with shoulders 240 px apart, 360 px above the hips; wrists at `wrists`. */
function lookWith(parts: Record<string, [number, number]>, share = 0.6): PersonLook {
  const points = new Map<string, Keypoint>();
  const all: Record<string, [number, number]> = {
    leftShoulder: [420, 400],
    rightShoulder: [180, 400],
    leftHip: [380, 760],
    rightHip: [220, 760],
    ...parts,
  };
  for (const [part, position] of Object.entries(all))
    points.set(part, { part, position, score: 0.8 });
  return {
    width: 600,
    height: 1200,
    mask: { data: Buffer.alloc(0), width: 600, height: 1200, channels: 1 },
    personShare: share,
    personBox: { left: 150, top: 150, right: 450, bottom: 1150, area: share * 720_000 },
    faces: [],
    points,
  };
}

describe('the rules on keypoints', () => {
  it('passes a frontal pose with the arms down beside the body', () => {
    const look = lookWith({ leftWrist: [470, 800], rightWrist: [130, 800] });
    expect(personProblem(look, { pose: true })).toBeNull();
  });

  it('refuses both wrists on the torso as arms crossed, on the local engine only', () => {
    const look = lookWith({ leftWrist: [260, 560], rightWrist: [340, 570] });
    expect(measurePerson(look).wristsOnTorso).toBe(2);
    expect(personProblem(look, { pose: true })).toBe('arms_crossed');
    expect(personProblem(look, { pose: false })).toBeNull();
  });

  it('lets one forearm lie across the waist (the engine keeps it in front)', () => {
    const look = lookWith({ leftWrist: [260, 640], rightWrist: [130, 800] });
    expect(personProblem(look, { pose: true })).toBeNull();
  });

  it('turns the shoulder span under the threshold into turned_pose', () => {
    const narrow = 360 * (MIN_SHOULDERS_PER_TORSO - 0.02);
    const turned = lookWith({
      leftShoulder: [300 + narrow / 2, 400],
      rightShoulder: [300 - narrow / 2, 400],
    });
    expect(personProblem(turned, { pose: true })).toBe('turned_pose');
    expect(personProblem(turned, { pose: false })).toBeNull();
  });

  it('calls hips at the frame’s edge cut off, and hips unseen too', () => {
    expect(personProblem(lookWith({ leftHip: [380, 1199] }), { pose: true })).toBe(
      'person_cut_off',
    );
    const unseen = lookWith({});
    for (const part of ['leftHip', 'rightHip']) unseen.points.get(part)!.score = 0.1;
    expect(personProblem(unseen, { pose: true })).toBe('person_cut_off');
  });

  it('calls a small torso too small', () => {
    const small = lookWith({
      leftShoulder: [320, 400],
      rightShoulder: [280, 400],
      leftHip: [315, 460],
      rightHip: [285, 460],
    });
    expect(personProblem(small, { pose: false })).toBe('person_too_small');
  });
});
