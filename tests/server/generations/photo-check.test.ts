/**
 * Try-on's photo check before the charge (docs/photo-check.md) on real photos: crops of the
 * face-api package's demo pictures, made in memory. Each refusal is a 422 naming the model
 * photo with its stable code; nothing is stored or charged and the Idempotency-Key stays free,
 * so the corrected request goes through under it. The pose rules (turned, arms crossed) apply
 * on the local engine only; the shipped sample models (our drawings) are not checked.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TryOnEngine } from '../../../server/engines/engine';
import { bindStudio } from '../../../server/studios/studio-module';
import { VIRTUAL_TRYON_MODULE } from '../../../server/studios/virtual-tryon';
import { filesIn } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  postTryOn,
  sampleGarment,
  sampleModel,
  signedInUserWithCredits,
} from '../helpers/generations';
import { farAwayPerson, personCrop, type PersonCropName } from '../helpers/real-photos';
import { instantEngine } from '../helpers/test-engines';
import { createTestApp, type TestApp } from '../test-app';

/** An instant engine under the local engine's name, so the local rules apply. */
const asLocal: TryOnEngine = { ...instantEngine(), name: 'local' };
const asHosted: TryOnEngine = { ...instantEngine(), name: 'fal', quality: 'standard' };

let local: TestApp;
let hosted: TestApp;
beforeAll(async () => {
  [local, hosted] = await Promise.all([
    createTestApp({ studios: { 'virtual-tryon': bindStudio(VIRTUAL_TRYON_MODULE, asLocal) } }),
    createTestApp({ studios: { 'virtual-tryon': bindStudio(VIRTUAL_TRYON_MODULE, asHosted) } }),
  ]);
}, 60_000);
afterAll(() => Promise.all([local.close(), hosted.close()]));

const tryOnWith = (file: Buffer) => ({
  model: { file },
  garment: sampleGarment,
  category: 'tops',
});

const storedInputs = (server: TestApp) =>
  filesIn(server.storageDir).filter((file) => file.includes('inputs'));

async function expectRefused(server: TestApp, photo: Buffer, code: string) {
  const { user, token } = await signedInUserWithCredits(server, 3);
  const before = storedInputs(server);
  const response = await postTryOn(server, token, tryOnWith(photo));
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({
    code: 'inputs_refused',
    field_issues: { model: { code } },
    fields: { model: expect.any(String) },
  });
  expect(await balanceOf(server, user.id)).toBe(3);
  expect(await generationCount(server, user.id)).toBe(0);
  expect(storedInputs(server)).toEqual(before);
}

describe('the try-on photo check on the local engine', () => {
  const refusals: Array<[string, PersonCropName]> = [
    ['no_person', 'background'],
    ['several_people', 'twoPeople'],
    ['person_cut_off', 'faceOnly'],
    ['person_cut_off', 'cutAtShoulder'],
    ['turned_pose', 'sideways'],
    ['turned_pose', 'sidewaysBlonde'],
  ];
  for (const [code, crop] of refusals)
    it(`refuses ${crop} as ${code}, charging and storing nothing`, async () => {
      await expectRefused(local, await personCrop(crop), code);
    }, 30_000);

  it('refuses a person far away as person_too_small', async () => {
    await expectRefused(local, await farAwayPerson(), 'person_too_small');
  }, 30_000);

  it('leaves the key free: the same key then takes a good photo, charged once', async () => {
    const { user, token } = await signedInUserWithCredits(local, 3);
    const key = randomUUID();
    const refused = await postTryOn(local, token, tryOnWith(await personCrop('twoPeople')), key);
    expect(refused.statusCode).toBe(422);
    const good = tryOnWith(await personCrop('greenDress'));
    const accepted = await postTryOn(local, token, good, key);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const replay = await postTryOn(local, token, good, key);
    expect(replay.statusCode).toBe(200);
    expect(await balanceOf(local, user.id)).toBe(2);
    expect(await generationCount(local, user.id)).toBe(1);
  }, 60_000);

  it('passes a shipped sample model (our drawing) without looking at it', async () => {
    const { token } = await signedInUserWithCredits(local, 3);
    const response = await postTryOn(local, token, {
      model: sampleModel,
      garment: sampleGarment,
      category: 'dresses',
    });
    expect(response.statusCode, response.body).toBe(202);
  });
});

describe('the try-on photo check on a hosted engine', () => {
  it('refuses what no engine can dress, and lets the hosted model handle a turned pose', async () => {
    await expectRefused(hosted, await personCrop('twoPeople'), 'several_people');
    const { token } = await signedInUserWithCredits(hosted, 3);
    const turned = await postTryOn(hosted, token, tryOnWith(await personCrop('sideways')));
    expect(turned.statusCode, turned.body).toBe(202);
  }, 60_000);
});
