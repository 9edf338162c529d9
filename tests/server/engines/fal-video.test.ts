/**
 * The fal video engine against the local fake fal (fakes/fake-fal.ts, fakes/fake-fal-video.ts),
 * which checks each model's request against its published input schema: per model, the
 * endpoint and the body of a valid choice, and every combination the capability matrix lets
 * through accepted by that model's schema; the clip copied into ours without its metadata, with
 * a poster; its failures.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTED_VIDEO_MODELS, type HostedVideoModel } from '../../../common/studios/image-to-video';
import {
  resolutionsOf,
  VIDEO_MODEL_CAPABILITIES,
  videoChoiceIssues,
} from '../../../common/studios/video-models';
import {
  createFalVideoEngine,
  falVideoPrompt,
  falVideoRequest,
} from '../../../server/engines/fal/fal-video-engine';
import type { VideoInput } from '../../../server/engines/video-engine';
import { FAKE_FAL_KEY, type FakeFal, startFakeFal } from '../fakes/fake-fal';
import { FAKE_VIDEO, FAKE_VIDEO_TITLE, videoInputProblem } from '../fakes/fake-fal-video';
import { recordingRun } from '../helpers/engine-runs';

let fal: FakeFal;
let still: Buffer;

beforeAll(async () => {
  fal = await startFakeFal();
  still = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#a06040' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => fal.close());
beforeEach(() => fal.reset());

const engine = (timeoutMs?: number) =>
  createFalVideoEngine({ baseUrl: fal.url, key: FAKE_FAL_KEY, pollIntervalMs: 5, timeoutMs });

function input(model: HostedVideoModel, choice: Partial<VideoInput> = {}): VideoInput {
  const capabilities = VIDEO_MODEL_CAPABILITIES[model];
  return {
    image: { bytes: still, contentType: 'image/jpeg' },
    model,
    prompt: 'She turns to the camera and smiles',
    motion: 'natural',
    duration: capabilities.durations[0]!,
    resolution: resolutionsOf(model)[0]!,
    fixedCamera: false,
    generateAudio: false,
    ...choice,
  };
}

const imageUrl = () => `data:image/jpeg;base64,${still.toString('base64')}`;

/** Each model's valid choice, and the endpoint and body fal must get for it. */
const CONTRACTS: Record<
  HostedVideoModel,
  { choice: Partial<VideoInput>; endpoint: string; body: Record<string, unknown> }
> = {
  seedance_v1: {
    choice: { duration: '8', resolution: '1080p', fixedCamera: true },
    endpoint: 'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video',
    body: {
      duration: '8',
      resolution: '1080p',
      aspect_ratio: 'auto',
      camera_fixed: true,
      enable_safety_checker: true,
    },
  },
  veo_v2: {
    choice: { duration: '8' },
    endpoint: 'fal-ai/veo2/image-to-video',
    body: { duration: '8s' },
  },
  veo3: {
    choice: { duration: '8', resolution: '1080p', generateAudio: true },
    endpoint: 'fal-ai/veo3.1/image-to-video',
    body: { duration: '8s', resolution: '1080p', aspect_ratio: 'auto', generate_audio: true },
  },
  hailuo_v2: {
    choice: { duration: '10', promptOptimizer: false },
    endpoint: 'fal-ai/minimax/hailuo-02/standard/image-to-video',
    body: { duration: '10', resolution: '768P', prompt_optimizer: false },
  },
  'kling_v2.1': {
    choice: { duration: '10', resolution: '1080p', cfgScale: 0.3 },
    endpoint: 'fal-ai/kling-video/v2.1/pro/image-to-video',
    body: { duration: '10', cfg_scale: 0.3 },
  },
};

function probe(video: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fal-video-')), 'clip.mp4');
  writeFileSync(file, video);
  const json = execFileSync('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
  ]).toString();
  return JSON.parse(json) as {
    format: { duration: string; tags?: Record<string, string> };
    streams: { codec_name: string; width?: number; height?: number }[];
  };
}

describe.each(HOSTED_VIDEO_MODELS)('fal %s', (model) => {
  const contract = CONTRACTS[model];

  it('is asked at its endpoint in its own names, and its clip is made ours', async () => {
    fal.reset({ queuedPolls: 1, inProgressPolls: 1 });
    const { run, phases } = recordingRun();
    const chosen = input(model, contract.choice);

    const output = await engine().animate(chosen, run);

    const [submission] = fal.submissions;
    expect(submission?.endpointId).toBe(contract.endpoint);
    expect(submission?.input).toEqual({
      prompt: falVideoPrompt(chosen),
      image_url: imageUrl(),
      ...contract.body,
    });
    expect(phases).toEqual(['analysing', 'processing', 'generating', 'completing']);
    expect(output).toMatchObject({
      kind: 'video',
      contentType: 'video/mp4',
      width: FAKE_VIDEO.width,
      height: FAKE_VIDEO.height,
      durationMs: FAKE_VIDEO.durationS * 1000,
      poster: { contentType: 'image/jpeg', width: FAKE_VIDEO.width, height: FAKE_VIDEO.height },
    });
    const probed = probe(output.bytes);
    expect(Number(probed.format.duration)).toBeCloseTo(FAKE_VIDEO.durationS, 1);
    expect(probed.streams[0]).toMatchObject({ codec_name: 'h264', width: FAKE_VIDEO.width });
    // The provider's title and time are gone, and the index comes first (+faststart).
    expect(JSON.stringify(probed.format.tags ?? {})).not.toContain(FAKE_VIDEO_TITLE);
    expect(probed.format.tags?.creation_time).toBeUndefined();
    expect(output.bytes.indexOf('moov')).toBeLessThan(output.bytes.indexOf('mdat'));
    expect((await sharp(output.poster.bytes).metadata()).format).toBe('jpeg');
  });

  it('has every combination the matrix lets through accepted by its schema', () => {
    const capabilities = VIDEO_MODEL_CAPABILITIES[model];
    let checked = 0;
    for (const duration of capabilities.durations) {
      for (const resolution of resolutionsOf(model)) {
        for (const on of [false, true]) {
          const chosen = input(model, {
            duration,
            resolution,
            prompt: on ? 'A slow turn' : undefined,
            fixedCamera: on && capabilities.options.includes('fixed_camera'),
            generateAudio: on && capabilities.options.includes('generate_audio'),
            cfgScale: on && capabilities.options.includes('cfg_scale') ? 0.8 : undefined,
            promptOptimizer: capabilities.options.includes('prompt_optimizer') ? on : undefined,
          });
          const choice = {
            model,
            duration,
            resolution,
            fixed_camera: chosen.fixedCamera,
            generate_audio: chosen.generateAudio,
            cfg_scale: chosen.cfgScale,
            prompt_optimizer: chosen.promptOptimizer,
          };
          expect(videoChoiceIssues(choice, 'fal')).toEqual({});
          const { endpoint, body } = falVideoRequest(chosen);
          expect(
            videoInputProblem({ endpointId: endpoint, input: body }),
            endpoint,
          ).toBeUndefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1);
  });
});

describe('the prompt a hosted model gets', () => {
  it('is the user’s words with the motion style, or the motion style alone', () => {
    const given = falVideoPrompt({ prompt: ' A twirl ', motion: 'dramatic' });
    const none = falVideoPrompt({ motion: 'subtle' });
    expect(given.startsWith('A twirl Dramatic')).toBe(true);
    expect(none.startsWith('Gentle, subtle motion')).toBe(true);
    expect(none).toContain('Keep the person');
  });
});

describe('a failed fal clip', () => {
  it('fails for good when fal refuses the request', async () => {
    fal.reset({ outcome: 'validation_error' });
    await expect(engine().animate(input('seedance_v1'), recordingRun().run)).rejects.toMatchObject({
      code: 'provider_failed',
      retryable: false,
    });
  });

  it('times out as provider_timeout and cancels the request upstream', async () => {
    fal.reset({ neverCompletes: true });
    await expect(engine(100).animate(input('veo3'), recordingRun().run)).rejects.toMatchObject({
      code: 'provider_timeout',
      retryable: true,
    });
    expect(fal.cancelled).toHaveLength(1);
  });
});
