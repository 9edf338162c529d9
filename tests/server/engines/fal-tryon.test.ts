/**
 * The fal try-on engine against a local fal that speaks the queue protocol (fakes/fake-fal.ts):
 * what it sends, the phases it reports, how each failure comes out, and that it cancels upstream.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { TryOnInput } from '../../../server/engines/engine';
import {
  createFalTryOnEngine,
  type FalTryOnEngineOptions,
} from '../../../server/engines/fal/fal-tryon-engine';
import { FAKE_FAL_KEY, FAKE_OUTPUT_SIZE, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { recordingRun } from '../helpers/engine-runs';

let fal: FakeFal;
let input: TryOnInput;

beforeAll(async () => {
  fal = await startFakeFal();
  input = {
    model: { bytes: await solidImage('jpeg'), contentType: 'image/jpeg' },
    garment: { bytes: await solidImage('png'), contentType: 'image/png' },
    category: 'tops',
  };
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

function solidImage(format: 'png' | 'jpeg') {
  const create = { width: 8, height: 12, channels: 3, background: '#3366aa' } as const;
  return sharp({ create }).toFormat(format).toBuffer();
}

function engine(options: Partial<FalTryOnEngineOptions> = {}) {
  return createFalTryOnEngine({
    baseUrl: fal.url,
    key: FAKE_FAL_KEY,
    pollIntervalMs: 5,
    ...options,
  });
}

describe('a fal try-on', () => {
  it('returns the downloaded output bytes with their type and size', async () => {
    const output = await engine().tryOn(input, recordingRun().run);
    expect(output.bytes.equals(fal.outputImage)).toBe(true);
    expect(output).toMatchObject({ contentType: 'image/png', ...FAKE_OUTPUT_SIZE });
  });

  it('speaks the queue protocol: submit to the endpoint, poll and fetch under owner/app', async () => {
    fal.reset({ queuedPolls: 1 });
    await engine().tryOn(input, recordingRun().run);
    const id = fal.submissions[0]?.id ?? 'none';
    expect(fal.calls).toEqual([
      'POST /fal-ai/fashn/tryon/v1.6',
      `GET /fal-ai/fashn/requests/${id}/status?logs=0`,
      `GET /fal-ai/fashn/requests/${id}/status?logs=0`,
      `GET /fal-ai/fashn/requests/${id}`,
      `GET /files/${id}.png`,
    ]);
  });

  it('sends both photos inline as data URIs, asking for one PNG', async () => {
    await engine().tryOn(input, recordingRun().run);
    expect(fal.submissions[0]?.input).toEqual({
      model_image: `data:image/jpeg;base64,${input.model.bytes.toString('base64')}`,
      garment_image: `data:image/png;base64,${input.garment.bytes.toString('base64')}`,
      category: 'tops',
      output_format: 'png',
      num_samples: 1,
    });
  });

  it.each<[GarmentCategory, string]>([
    ['tops', 'tops'],
    ['outerwear', 'tops'],
    ['bottoms', 'bottoms'],
    ['dresses', 'one-pieces'],
  ])("maps our '%s' to FASHN's '%s'", async (category, fashnCategory) => {
    await engine().tryOn({ ...input, category }, recordingRun().run);
    expect(fal.submissions[0]?.input.category).toBe(fashnCategory);
  });

  it('reports each phase once, in order, while queued then in progress', async () => {
    fal.reset({ queuedPolls: 3, inProgressPolls: 2 });
    const { run, phases } = recordingRun();
    await engine().tryOn(input, run);
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
  });

  it('skips the phases a request that completes at once never went through', async () => {
    const { run, phases } = recordingRun();
    await engine().tryOn(input, run);
    expect(phases).toEqual(['analysing', 'completing']);
  });

  it('rides out a few failed status polls', async () => {
    fal.reset({ failingStatusPolls: 2, inProgressPolls: 1 });
    const output = await engine().tryOn(input, recordingRun().run);
    expect(output.bytes.equals(fal.outputImage)).toBe(true);
  });
});

describe('a failed fal try-on', () => {
  it('fails for good on a provider validation error, keeping its detail', async () => {
    fal.reset({ outcome: 'validation_error' });
    const failure = engine().tryOn(input, recordingRun().run);
    await expect(failure).rejects.toMatchObject({
      name: 'EngineError',
      code: 'provider_failed',
      retryable: false,
      message: expect.stringMatching(/422.*content_policy_violation.*body\.garment_image/),
    });
  });

  it('is retryable after a provider server error', async () => {
    fal.reset({ outcome: 'server_error' });
    await expect(engine().tryOn(input, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
      message: expect.stringContaining('500 runner_server_error'),
    });
  });

  it('is retryable when fal refuses the submit with a 503', async () => {
    fal.reset({ refuseSubmit: true });
    await expect(engine().tryOn(input, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
    });
  });

  it('is retryable when fal cannot be reached', async () => {
    const unreachable = engine({ baseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.tryOn(input, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: true,
      message: expect.stringContaining('unreachable'),
    });
  });

  it('fails for good with a wrong key, saying fal refused it', async () => {
    const wrongKey = engine({ key: 'not-the-key' });
    await expect(wrongKey.tryOn(input, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: false,
      message: expect.stringMatching(/401.*Unauthorized/),
    });
  });

  it('times out as provider_timeout, retryable, and cancels the request upstream', async () => {
    fal.reset({ neverCompletes: true });
    const slow = engine({ timeoutMs: 100 });
    await expect(slow.tryOn(input, recordingRun().run)).rejects.toMatchObject({
      code: 'provider_timeout',
      retryable: true,
    });
    expect(fal.cancelled).toEqual([fal.submissions[0]?.id]);
  });

  it('cancels the request upstream when the run is aborted', async () => {
    fal.reset({ neverCompletes: true });
    const { run, controller } = recordingRun((phase) => {
      if (phase === 'generating') controller.abort();
    });
    await expect(engine().tryOn(input, run)).rejects.toMatchObject({ name: 'AbortError' });
    expect(fal.cancelled).toEqual([fal.submissions[0]?.id]);
    expect(fal.calls.at(-1)).toMatch(/^PUT \/fal-ai\/fashn\/requests\/[\w-]+\/cancel$/);
  });
});
