/**
 * The fal body engine against the local fake fal (fakes/fake-fal.ts), which checks each request
 * the way FLUX.1 [dev] and FLUX PuLID check theirs: the endpoint it picks with and without a
 * face, the prompt it builds from the parameters, the picture's shape, and its failures.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_ASPECT_RATIOS } from '../../../common/studios/body-generator';
import type { BodyInput } from '../../../server/engines/body-engine';
import { bodyPrompt } from '../../../server/engines/body-prompt';
import {
  createFalBodyEngine,
  FAL_IMAGE_SIZES,
  type FalBodyEngineOptions,
} from '../../../server/engines/fal/fal-body-engine';
import { FAKE_FAL_KEY, FAKE_OUTPUT_SIZE, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { recordingRun } from '../helpers/engine-runs';

let fal: FakeFal;
let face: Buffer;

const body: BodyInput = {
  gender: 'female',
  heightCm: 168,
  weightKg: 59,
  age: 34,
  bodyType: 'mesomorph',
  skinTone: 'tone-06',
  aspectRatio: '3:4',
};

beforeAll(async () => {
  fal = await startFakeFal();
  face = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c08060' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

function engine(options: Partial<FalBodyEngineOptions> = {}) {
  return createFalBodyEngine({
    baseUrl: fal.url,
    key: FAKE_FAL_KEY,
    pollIntervalMs: 5,
    ...options,
  });
}

describe('a fal body without a face', () => {
  it('asks FLUX.1 [dev] for one picture of the prompt, in the shape asked for', async () => {
    fal.reset({ queuedPolls: 1, inProgressPolls: 1 });
    const { run, phases } = recordingRun();
    const output = await engine().generate(body, run);

    const id = fal.submissions[0]?.id ?? 'none';
    expect(fal.calls).toEqual([
      'POST /fal-ai/flux/dev',
      `GET /fal-ai/flux/requests/${id}/status?logs=0`,
      `GET /fal-ai/flux/requests/${id}/status?logs=0`,
      `GET /fal-ai/flux/requests/${id}/status?logs=0`,
      `GET /fal-ai/flux/requests/${id}`,
      `GET /files/${id}.png`,
    ]);
    expect(fal.submissions[0]?.input).toEqual({
      prompt: bodyPrompt(body),
      image_size: { width: 768, height: 1024 },
      num_inference_steps: 28,
      guidance_scale: 3.5,
      num_images: 1,
      enable_safety_checker: true,
      output_format: 'jpeg',
    });
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
    expect(output.bytes.equals(fal.outputImage)).toBe(true);
    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_OUTPUT_SIZE });
  });

  it.each(BODY_ASPECT_RATIOS)(
    'draws %s in its own shape, both sides multiples of 16',
    async (ratio) => {
      await engine().generate({ ...body, aspectRatio: ratio }, recordingRun().run);
      const size = fal.submissions[0]?.input.image_size as { width: number; height: number };
      expect(size).toEqual(FAL_IMAGE_SIZES[ratio]);
      const [w, h] = ratio.split(':').map(Number) as [number, number];
      expect(size.width / size.height).toBeCloseTo(w / h, 1);
      expect([size.width % 16, size.height % 16]).toEqual([0, 0]);
    },
  );
});

describe('a fal body with a face', () => {
  it('asks FLUX PuLID with the face inline as its reference', async () => {
    await engine().generate(
      { ...body, face: { bytes: face, contentType: 'image/jpeg' } },
      recordingRun().run,
    );

    expect(fal.calls[0]).toBe('POST /fal-ai/flux-pulid');
    expect(fal.calls[1]).toMatch(/^GET \/fal-ai\/flux-pulid\/requests\/[\w-]+\/status/);
    expect(fal.submissions[0]?.input).toMatchObject({
      prompt: bodyPrompt(body),
      reference_image_url: `data:image/jpeg;base64,${face.toString('base64')}`,
      image_size: { width: 768, height: 1024 },
      id_weight: 1,
      max_sequence_length: '256',
      negative_prompt: expect.stringContaining('cropped'),
    });
  });
});

describe('the prompt', () => {
  it('says every parameter in words, then the user’s description', () => {
    const prompt = bodyPrompt({ ...body, prompt: 'in a red summer dress' });
    expect(prompt).toMatch(
      /^Full-length studio photograph of a 34-year-old woman, 168 cm tall and 59 kg/,
    );
    expect(prompt).toContain('mesomorph build with broad shoulders');
    expect(prompt).toContain('tan skin');
    expect(prompt).toContain('healthy weight');
    expect(prompt.endsWith('in a red summer dress')).toBe(true);
    const man = bodyPrompt({ ...body, gender: 'male', weightKg: 110, skinTone: 'tone-10' });
    expect(man).toContain('year-old man');
    expect(man).toContain('deep brown skin');
    expect(man).toContain('heavy-set');
  });
});

describe('a failed fal body', () => {
  it('fails for good when fal refuses the request, naming the field', async () => {
    fal.reset({ outcome: 'validation_error' });
    await expect(engine().generate(body, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: false,
      message: expect.stringContaining('422'),
    });
  });

  it('is retryable after a provider server error', async () => {
    fal.reset({ outcome: 'server_error' });
    await expect(engine().generate(body, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
    });
  });

  it('times out as provider_timeout and cancels the request upstream', async () => {
    fal.reset({ neverCompletes: true });
    await expect(
      engine({ timeoutMs: 100 }).generate(body, recordingRun().run),
    ).rejects.toMatchObject({ code: 'provider_timeout', retryable: true });
    expect(fal.cancelled).toEqual([fal.submissions[0]?.id]);
  });
});

describe('the fake fal’s FLUX checks', () => {
  async function submit(endpoint: string, input: Record<string, unknown>) {
    const queued = await fetch(`${fal.url}/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Key ${FAKE_FAL_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    }).then((response) => response.json() as Promise<{ status_url: string; response_url: string }>);
    await fetch(queued.status_url, { headers: { authorization: `Key ${FAKE_FAL_KEY}` } });
    return fetch(queued.response_url, { headers: { authorization: `Key ${FAKE_FAL_KEY}` } });
  }

  it('refuses what FLUX would: no prompt, a wrong size, steps out of range, no reference', async () => {
    const text = await submit('fal-ai/flux/dev', { image_size: 'tall', num_inference_steps: 80 });
    expect(text.status).toBe(422);
    const { detail } = (await text.json()) as { detail: { loc: string[] }[] };
    expect(detail.map(({ loc }) => loc[1])).toEqual([
      'prompt',
      'image_size',
      'num_inference_steps',
    ]);

    const pulid = await submit('fal-ai/flux-pulid', {
      prompt: 'a person',
      max_sequence_length: '64',
    });
    expect(pulid.status).toBe(422);
    const refused = (await pulid.json()) as { detail: { loc: string[] }[] };
    expect(refused.detail.map(({ loc }) => loc[1])).toEqual([
      'reference_image_url',
      'max_sequence_length',
    ]);
  });
});
