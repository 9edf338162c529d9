/**
 * The fake fal's image-to-video endpoints (docs/engines.md "The fal video engine"): each model's
 * input checked pydantic-style, as fal answers (422 `{detail: [{loc, msg, type}]}`), from the
 * published input schemas of the models, and the `{video: File}` result, served as a real small
 * MP4 that carries the metadata a provider's file may (a title, a creation time, an encoder
 * banner), so the engine's copy can be checked without it. Stricter than fal in one way: a
 * field the model's schema does not have is refused (fal ignores it), so a name mapped wrong
 * fails the contract test instead of being dropped silently.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Submission {
  endpointId: string;
  input: Record<string, unknown>;
}

interface Detail {
  loc: string[];
  msg: string;
  type: string;
}

type FieldRule = { literal: readonly string[] } | 'boolean' | 'number' | 'string';

/** Each endpoint's fields beside `prompt` and `image_url` (both required everywhere). */
export const FAL_VIDEO_SCHEMAS: Record<string, Record<string, FieldRule>> = {
  'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video': {
    duration: { literal: ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
    resolution: { literal: ['480p', '720p', '1080p'] },
    aspect_ratio: { literal: ['21:9', '16:9', '4:3', '1:1', '3:4', '9:16', 'auto'] },
    camera_fixed: 'boolean',
    enable_safety_checker: 'boolean',
    num_frames: 'number',
    seed: 'number',
  },
  'fal-ai/veo2/image-to-video': {
    duration: { literal: ['5s', '6s', '7s', '8s'] },
  },
  'fal-ai/veo3.1/image-to-video': {
    duration: { literal: ['4s', '6s', '8s'] },
    resolution: { literal: ['720p', '1080p', '4k'] },
    aspect_ratio: { literal: ['auto', '16:9', '9:16'] },
    generate_audio: 'boolean',
    auto_fix: 'boolean',
    negative_prompt: 'string',
    safety_tolerance: { literal: ['1', '2', '3', '4', '5', '6'] },
    seed: 'number',
  },
  'fal-ai/minimax/hailuo-02/standard/image-to-video': {
    duration: { literal: ['6', '10'] },
    resolution: { literal: ['512P', '768P'] },
    prompt_optimizer: 'boolean',
    end_image_url: 'string',
  },
  'fal-ai/kling-video/v2.1/standard/image-to-video': {
    duration: { literal: ['5', '10'] },
    cfg_scale: 'number',
    negative_prompt: 'string',
  },
  'fal-ai/kling-video/v2.1/pro/image-to-video': {
    duration: { literal: ['5', '10'] },
    cfg_scale: 'number',
    negative_prompt: 'string',
    tail_image_url: 'string',
  },
};

export const isVideoEndpoint = (endpointId: string) => endpointId in FAL_VIDEO_SCHEMAS;

const IMAGE_INPUT = /^(https?:\/\/|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$)/;

function fieldProblem(field: string, value: unknown, rule: FieldRule): Detail | null {
  const loc = ['body', field];
  if (typeof rule === 'object') {
    if (typeof value === 'string' && rule.literal.includes(value)) return null;
    const msg = `Input should be ${rule.literal.map((item) => `'${item}'`).join(', ')}`;
    return { loc, msg, type: 'literal_error' };
  }
  if (typeof value === rule) return null;
  return { loc, msg: `Input should be a valid ${rule}`, type: `${rule}_type` };
}

/** The 422 of a video request whose fields the model's schema refuses, or undefined. */
export function videoInputProblem({ endpointId, input }: Submission) {
  const schema = FAL_VIDEO_SCHEMAS[endpointId];
  if (!schema) return undefined;
  const detail: Detail[] = [];
  if (typeof input.prompt !== 'string' || input.prompt.length === 0) {
    detail.push({ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' });
  }
  if (typeof input.image_url !== 'string') {
    detail.push({ loc: ['body', 'image_url'], msg: 'Field required', type: 'missing' });
  } else if (!IMAGE_INPUT.test(input.image_url)) {
    const msg = 'Failed to load the image';
    detail.push({ loc: ['body', 'image_url'], msg, type: 'image_load_error' });
  }
  for (const [field, value] of Object.entries(input)) {
    if (field === 'prompt' || field === 'image_url') continue;
    const rule = schema[field];
    const problem = rule
      ? fieldProblem(field, value, rule)
      : { loc: ['body', field], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' };
    if (problem) detail.push(problem);
  }
  if (
    endpointId.includes('hailuo-02') &&
    input.duration === '10' &&
    input.resolution !== undefined &&
    input.resolution !== '768P'
  ) {
    const msg = '10 seconds videos are only supported at 768P';
    detail.push({ loc: ['body', 'duration'], msg, type: 'value_error' });
  }
  if (detail.length === 0) return undefined;
  return {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: { detail },
  };
}

/** Size of the clip the fake serves, in pixels, and its length. */
export const FAKE_VIDEO = { width: 320, height: 180, durationS: 1 } as const;
/** The title the fake's clip carries, which our copy must not. */
export const FAKE_VIDEO_TITLE = 'fal provider clip';

/** A real 1 s H.264 MP4 with metadata and its index at the end, made once by ffmpeg. */
export function makeFakeVideo(): Buffer {
  const directory = mkdtempSync(path.join(tmpdir(), 'fake-fal-video-'));
  try {
    const file = path.join(directory, 'clip.mp4');
    const { width, height, durationS } = FAKE_VIDEO;
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc=s=${width}x${height}:d=${durationS}:r=24`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...[
        '-metadata',
        `title=${FAKE_VIDEO_TITLE}`,
        '-metadata',
        'creation_time=2026-01-02T03:04:05Z',
      ],
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
