/**
 * A studio's check of a request before the charge (docs/studios.md "Checks before the charge"):
 * it sees the inputs read and turned upright, the validated parameters and the engine's label;
 * a refusal answers 422 naming each input, stores nothing, charges nothing and leaves the
 * Idempotency-Key free for the corrected request.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceSlug } from '../../../common/studios/studios';
import { loadConfig } from '../../../server/config';
import type { EngineLabel } from '../../../server/engines/engine';
import { engineLabelsFrom } from '../../../server/modules/generations/engine-labels';
import { InputRefusal, type StudioJob } from '../../../server/studios/studio-module';
import { VIRTUAL_TRYON_MODULE } from '../../../server/studios/virtual-tryon';
import { filesIn, makeJpeg, makePng } from '../helpers/assets';
import { balanceOf, generationCount, signedInUserWithCredits } from '../helpers/generations';
import { postStudio, recordingStudio } from '../helpers/test-studios';
import { createTestApp, type TestApp } from '../test-app';

/** What the check saw, and whether it refuses the next request. */
const seen: Array<{ job: StudioJob<ServiceSlug>; engine: EngineLabel }> = [];
let refuse = false;

const studio = recordingStudio('image-editing', {
  async check(job, engine) {
    seen.push({ job, engine });
    if (refuse) throw new InputRefusal({ image: { code: 'no_face' } });
  },
});

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ studios: { 'image-editing': studio.engine }, workers: true });
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  refuse = false;
});

const storedInputs = () => filesIn(server.storageDir).filter((file) => file.includes('inputs'));

describe('a studio’s check before the charge', () => {
  it('sees the inputs turned upright, the parameters with defaults and the engine', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    // 40 × 30 stored sideways: EXIF orientation 6 turns it to 30 × 40.
    const sideways = await sharp(await makeJpeg(40, 30))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const response = await postStudio(server, token, 'image-editing', {
      fields: { presets: 'enhance_quality' },
      files: { image: sideways, mask: await makePng(30, 40) },
    });

    expect(response.statusCode).toBe(202);
    const [{ job, engine }] = seen as [(typeof seen)[number]];
    expect(engine).toEqual({ name: 'test-recording', quality: 'preview' });
    expect(Object.keys(job.inputs)).toEqual(['image', 'mask']);
    const image = job.inputs.image!;
    expect(image.contentType).toBe('image/jpeg');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 30, height: 40 });
    expect(job.params).toMatchObject({ presets: ['enhance_quality'], strength: 0.85, steps: 28 });
  });

  it('refuses with 422 naming the input, storing and charging nothing; the key stays free', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const key = randomUUID();
    const files = { image: await makeJpeg(40, 30) };
    const fields = { presets: 'enhance_quality' };
    const before = storedInputs();
    refuse = true;

    const refused = await postStudio(server, token, 'image-editing', { fields, files }, key);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'inputs_refused',
      detail: expect.stringMatching(/^image shows no face .* Nothing was charged\.$/),
      fields: { image: expect.stringContaining('no face') },
      field_issues: { image: { code: 'no_face' } },
    });
    expect(await balanceOf(server, user.id)).toBe(5);
    expect(await generationCount(server, user.id)).toBe(0);
    expect(storedInputs()).toEqual(before);

    refuse = false;
    const accepted = await postStudio(server, token, 'image-editing', { fields, files }, key);
    expect(accepted.statusCode).toBe(202);
    expect(await balanceOf(server, user.id)).toBe(4);
  });

  it('is not asked again for a replay of an accepted request', async () => {
    const { token } = await signedInUserWithCredits(server, 5);
    const key = randomUUID();
    const files = { image: await makeJpeg(40, 30) };
    const fields = { presets: 'enhance_quality' };

    await postStudio(server, token, 'image-editing', { fields, files }, key);
    const replay = await postStudio(server, token, 'image-editing', { fields, files }, key);

    expect(replay.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });
});

describe('the API process’s labels', () => {
  it('carry each module’s check, bound to the configured engine', async () => {
    const checked: EngineLabel[] = [];
    const module = {
      ...VIRTUAL_TRYON_MODULE,
      check: async (_job: unknown, engine: EngineLabel) => void checked.push(engine),
    };

    const labels = engineLabelsFrom(loadConfig({ AI_ENGINE_VIRTUAL_TRYON: 'fal' }), [module]);
    await labels['virtual-tryon']?.check?.({ inputs: {}, params: { category: 'tops' } });

    expect(checked).toEqual([{ name: 'fal', quality: 'standard' }]);
    expect(engineLabelsFrom(loadConfig({}))['virtual-tryon']?.check).toEqual(expect.any(Function));
  });
});
