/**
 * The replicate engines against a local Replicate and a local Cog container that speak their
 * protocols (fakes/fake-replicate.ts): what each studio sends to which model, the phases, how
 * each failure comes out, that a prediction we stop waiting for is cancelled upstream, and the
 * start refusing a configuration that cannot work.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { EngineImage } from '../../../server/engines/engine';
import type { ReplicateClientOptions } from '../../../server/engines/replicate/replicate-client';
import {
  createReplicateBodyEngine,
  createReplicateHairEngine,
  createReplicateTryOnEngine,
  REPLICATE_MODELS,
} from '../../../server/engines/replicate/replicate-engines';
import { runReplicateImage } from '../../../server/engines/replicate/replicate-run';
import { createReplicateClient } from '../../../server/engines/replicate/replicate-client';
import { createEngines } from '../../../server/studios/create-studio-engines';
import {
  FAKE_REPLICATE_OUTPUT,
  FAKE_REPLICATE_TOKEN,
  type FakeReplicate,
  startFakeReplicate,
} from '../fakes/fake-replicate';
import { recordingRun } from '../helpers/engine-runs';

const TRYON_VERSION = 'a'.repeat(64);
let replicate: FakeReplicate;
let photo: EngineImage;
let garment: EngineImage;

beforeAll(async () => {
  replicate = await startFakeReplicate();
  photo = { bytes: await solidImage('jpeg'), contentType: 'image/jpeg' };
  garment = { bytes: await solidImage('png'), contentType: 'image/png' };
});
afterAll(() => replicate.close());
beforeEach(() => replicate.reset());

function solidImage(format: 'png' | 'jpeg') {
  const create = { width: 8, height: 12, channels: 3, background: '#3366aa' } as const;
  return sharp({ create }).toFormat(format).toBuffer();
}

const hosted = (options: Partial<ReplicateClientOptions> = {}): ReplicateClientOptions => ({
  protocol: 'hosted',
  baseUrl: `${replicate.url}/v1`,
  token: FAKE_REPLICATE_TOKEN,
  pollIntervalMs: 5,
  ...options,
});
const cog = (): ReplicateClientOptions => ({ protocol: 'cog', baseUrl: `${replicate.url}/cog` });

const tryOnInput = () => ({ model: photo, garment, category: 'dresses' as const });

describe('a try-on on Replicate', () => {
  it('creates a prediction of the pinned version with FASHN inputs and returns its file', async () => {
    const { run, phases } = recordingRun();
    const engine = createReplicateTryOnEngine({
      ...hosted(),
      model: `fashn/vton:${TRYON_VERSION}`,
    });

    const output = await engine.tryOn(tryOnInput(), run);

    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_REPLICATE_OUTPUT });
    expect(engine).toMatchObject({ name: 'replicate', quality: 'standard' });
    const [prediction] = replicate.predictions;
    expect(prediction?.model).toBe(TRYON_VERSION);
    expect(prediction?.input).toMatchObject({
      model_image: expect.stringMatching(/^data:image\/jpeg;base64,/),
      garment_image: expect.stringMatching(/^data:image\/png;base64,/),
      category: 'one-pieces',
    });
    expect(replicate.calls).toEqual([
      'POST /v1/predictions',
      'GET /v1/predictions/fake1',
      'GET /v1/predictions/fake1',
      'GET /files/fake1.png',
    ]);
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
  });

  it('takes the first file of an output list', async () => {
    replicate.reset({ outputList: true });
    const engine = createReplicateTryOnEngine({
      ...hosted(),
      model: `fashn/vton:${TRYON_VERSION}`,
    });
    await expect(engine.tryOn(tryOnInput(), recordingRun().run)).resolves.toMatchObject(
      FAKE_REPLICATE_OUTPUT,
    );
  });
});

describe('the hairstyle changer on Replicate', () => {
  it('edits the portrait with FLUX Kontext from the template in words', async () => {
    const engine = createReplicateHairEngine(hosted());
    await engine.changeHair(
      { image: photo, hairstyle: 'pixie-cut', colour: 'blonde' },
      recordingRun().run,
    );
    expect(replicate.calls[0]).toBe(`POST /v1/models/${REPLICATE_MODELS.edit}/predictions`);
    expect(replicate.predictions[0]?.input).toMatchObject({
      prompt: expect.stringMatching(/^Change only the person’s hair\. New hairstyle: Pixie/),
      aspect_ratio: 'match_input_image',
    });
    expect(String(replicate.predictions[0]?.input.prompt)).toContain('Hair colour: blonde');
  });

  it('repaints only the painted hair with FLUX Fill', async () => {
    const engine = createReplicateHairEngine(hosted());
    await engine.changeHair(
      { image: photo, mask: garment, prompt: 'soft waves' },
      recordingRun().run,
    );
    expect(replicate.calls[0]).toBe(`POST /v1/models/${REPLICATE_MODELS.fill}/predictions`);
    expect(replicate.predictions[0]?.input).toMatchObject({
      image: expect.stringMatching(/^data:image\/jpeg/),
      mask: expect.stringMatching(/^data:image\/png/),
      prompt: expect.stringMatching(/^Hair only\. soft waves/),
    });
  });
});

describe('the body generator on Replicate', () => {
  const body = {
    gender: 'female',
    heightCm: 165,
    weightKg: 55,
    age: 28,
    bodyType: 'slim',
    skinTone: 'tone-04',
    aspectRatio: '3:4',
  } as const;

  it('draws from the prompt with FLUX.1 [dev] in the asked shape', async () => {
    await createReplicateBodyEngine(hosted()).generate(body, recordingRun().run);
    expect(replicate.calls[0]).toBe(`POST /v1/models/${REPLICATE_MODELS.text}/predictions`);
    expect(replicate.predictions[0]?.input).toMatchObject({
      aspect_ratio: '3:4',
      prompt: expect.stringContaining('165 cm'),
    });
  });

  it('draws the person of a face photo with FLUX Kontext', async () => {
    await createReplicateBodyEngine(hosted()).generate(
      { ...body, face: photo },
      recordingRun().run,
    );
    expect(replicate.calls[0]).toBe(`POST /v1/models/${REPLICATE_MODELS.edit}/predictions`);
    expect(replicate.predictions[0]?.input).toMatchObject({
      input_image: expect.stringMatching(/^data:image\/jpeg/),
      prompt: expect.stringMatching(/^A full-body photograph of this same person\./),
    });
  });
});

describe('Replicate failures', () => {
  const client = (options: Partial<ReplicateClientOptions> = {}) =>
    createReplicateClient(hosted(options));
  const kontext = () => ({
    input_image: `data:image/png;base64,${garment.bytes.toString('base64')}`,
  });

  it('fails a failed prediction for good, with Replicate’s error in the message', async () => {
    replicate.reset({ outcome: 'failed' });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.edit, kontext(), recordingRun().run),
    ).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: false,
      message: expect.stringContaining('CUDA out of memory'),
    });
  });

  it('refuses a wrong token (401) and invalid input (422) without a retry', async () => {
    await expect(
      runReplicateImage(
        client({ token: 'wrong' }),
        REPLICATE_MODELS.edit,
        kontext(),
        recordingRun().run,
      ),
    ).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('answered 401: Unauthenticated'),
    });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.fill, kontext(), recordingRun().run),
    ).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('422') });
  });

  it('rides out a few failing polls, and gives up retryably after five', async () => {
    replicate.reset({ failingPolls: 3 });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.edit, kontext(), recordingRun().run),
    ).resolves.toMatchObject(FAKE_REPLICATE_OUTPUT);

    replicate.reset({ failingPolls: 10 });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.edit, kontext(), recordingRun().run),
    ).rejects.toMatchObject({ code: 'provider_failed', retryable: true });
    expect(replicate.cancelled).toEqual(['fake1']);
  });

  it('cancels the prediction upstream when the job is cancelled', async () => {
    replicate.reset({ neverCompletes: true });
    const { run, controller } = recordingRun((phase) => {
      if (phase === 'generating') controller.abort(new Error('cancelled by the user'));
    });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.edit, kontext(), run),
    ).rejects.toThrow('cancelled by the user');
    expect(replicate.cancelled).toEqual(['fake1']);
    expect(replicate.predictions[0]?.status).toBe('canceled');
  });

  it('gives up at its deadline as a retryable timeout, and cancels upstream', async () => {
    replicate.reset({ neverCompletes: true });
    await expect(
      runReplicateImage(client(), REPLICATE_MODELS.edit, kontext(), recordingRun().run, 100),
    ).rejects.toMatchObject({ code: 'provider_timeout', retryable: true });
    expect(replicate.cancelled).toEqual(['fake1']);
  });
});

describe('a Cog container of our own', () => {
  it('runs the try-on with one idempotent PUT, no token, and decodes the inline output', async () => {
    const { run, phases } = recordingRun();
    const output = await createReplicateTryOnEngine({ ...cog(), model: 'cog' }).tryOn(
      tryOnInput(),
      run,
    );

    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_REPLICATE_OUTPUT });
    expect(replicate.calls).toEqual([
      expect.stringMatching(/^PUT \/cog\/predictions\/[0-9a-f]{32}$/),
    ]);
    expect(replicate.cogRuns).toHaveLength(1);
    expect(phases).toEqual(['analysing', 'generating', 'completing']);
  });

  it('answers busy (409) as retryable while another prediction holds its slot', async () => {
    replicate.reset({ cogRunMs: 300 });
    const engine = createReplicateTryOnEngine({ ...cog(), model: 'cog' });
    const first = engine.tryOn(tryOnInput(), recordingRun().run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(engine.tryOn(tryOnInput(), recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
      message: expect.stringContaining('409'),
    });
    await expect(first).resolves.toMatchObject(FAKE_REPLICATE_OUTPUT);
  });

  it('cancels the running prediction by its id when the job is cancelled', async () => {
    replicate.reset({ cogRunMs: 2_000 });
    const { run, controller } = recordingRun();
    const running = createReplicateTryOnEngine({ ...cog(), model: 'cog' }).tryOn(tryOnInput(), run);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort(new Error('cancelled by the user'));
    await expect(running).rejects.toThrow('cancelled by the user');
    const id = replicate.cogRuns[0]?.id;
    expect(replicate.cancelled).toEqual([id]);
  });

  it('fails for good when the model says the run failed', async () => {
    const engine = createReplicateTryOnEngine({ ...cog(), model: 'cog' });
    await expect(
      engine.tryOn(
        { ...tryOnInput(), garment: { ...garment, contentType: 'text/plain' } },
        recordingRun().run,
      ),
    ).rejects.toMatchObject({ retryable: false, message: expect.stringContaining('failed') });
  });
});

describe('choosing replicate at start', () => {
  const configWith = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });

  it('makes every studio’s replicate engine from the token and the try-on model', () => {
    const env = {
      AI_ENGINE: 'replicate',
      REPLICATE_API_TOKEN: FAKE_REPLICATE_TOKEN,
      REPLICATE_TRYON_MODEL: `fashn/vton:${TRYON_VERSION}`,
    };
    // Image to video and image editing have no Replicate engine (docs/engines.md): each keeps
    // its own choice, and without one the start says what to set.
    const engines = createEngines(
      configWith({ ...env, AI_ENGINE_IMAGE_TO_VIDEO: 'local', AI_ENGINE_IMAGE_EDITING: 'local' }),
    );
    const { 'image-to-video': video, 'image-editing': editing, ...others } = engines;
    for (const engine of Object.values(others)) {
      expect(engine).toMatchObject({ name: 'replicate', quality: 'standard' });
    }
    expect(video).toMatchObject({ name: 'local' });
    expect(editing).toMatchObject({ name: 'local' });
    expect(() => createEngines(configWith({ ...env, AI_ENGINE_IMAGE_EDITING: 'local' }))).toThrow(
      'AI_ENGINE_IMAGE_TO_VIDEO=replicate: Replicate is not supported yet for image-to-video. Use local or fal.',
    );
    expect(() => createEngines(configWith({ ...env, AI_ENGINE_IMAGE_TO_VIDEO: 'local' }))).toThrow(
      'AI_ENGINE_IMAGE_EDITING=replicate: Replicate is not supported yet for image-editing. Use local or fal.',
    );
  });

  it('runs on a Cog container with only its URL', () => {
    const engines = createEngines(
      configWith({
        AI_ENGINE_VIRTUAL_TRYON: 'replicate',
        REPLICATE_PROTOCOL: 'cog',
        REPLICATE_BASE_URL: 'http://gpu-box:5000',
      }),
    );
    expect(engines['virtual-tryon']).toMatchObject({ name: 'replicate' });
  });

  it('stops the start, saying what to set, when a key, a URL or the try-on model is missing', () => {
    expect(() => createEngines(configWith({ AI_ENGINE: 'replicate' }))).toThrow(
      'AI_ENGINE_VIRTUAL_TRYON is replicate (or AI_ENGINE is), which needs REPLICATE_API_TOKEN',
    );
    expect(() =>
      createEngines(configWith({ AI_ENGINE: 'replicate', REPLICATE_PROTOCOL: 'cog' })),
    ).toThrow('REPLICATE_PROTOCOL=cog, which needs REPLICATE_BASE_URL');
    expect(() =>
      createEngines(
        configWith({
          AI_ENGINE_VIRTUAL_TRYON: 'replicate',
          REPLICATE_API_TOKEN: FAKE_REPLICATE_TOKEN,
        }),
      ),
    ).toThrow('needs REPLICATE_TRYON_MODEL');
    expect(() => configWith({ REPLICATE_TRYON_MODEL: 'idm-vton' })).toThrow(
      /REPLICATE_TRYON_MODEL/,
    );
  });
});
