/**
 * The fake fal's input checks for image editing's endpoints, pydantic-style as fal answers them
 * (422 with `{detail: [{loc, msg, type}]}`), from their published input types (docs/engines.md
 * "The fal image editor"): FLUX Kontext [dev] and FLUX LoRA inpainting (prompt, ranges of
 * guidance, steps and strength, the mask the image's size), CodeFormer and BiRefNet v2 (their
 * enums and ranges). CodeFormer and BiRefNet answer `{image}`, not `{images}`.
 */
import { headerSize } from './fake-fal-hair';

interface Submission {
  endpointId: string;
  input: Record<string, unknown>;
}

interface Detail {
  loc: string[];
  msg: string;
  type: string;
}

/** The endpoints whose result is one `image` rather than a list of `images`. */
export const SINGLE_IMAGE_ENDPOINTS = new Set(['fal-ai/codeformer', 'fal-ai/birefnet/v2']);

const DATA_URI = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+=*)$/;

function imageOf(value: unknown): Buffer | null {
  const match = typeof value === 'string' ? DATA_URI.exec(value) : null;
  return match ? Buffer.from(match[2]!, 'base64') : null;
}

function image(input: Record<string, unknown>, field: string): Detail[] {
  if (input[field] === undefined)
    return [{ loc: ['body', field], msg: 'Field required', type: 'missing' }];
  return imageOf(input[field])
    ? []
    : [{ loc: ['body', field], msg: 'Failed to load the image', type: 'image_load_error' }];
}

function prompt(input: Record<string, unknown>): Detail[] {
  return typeof input.prompt === 'string' && input.prompt.trim() !== ''
    ? []
    : [{ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' }];
}

function range(input: Record<string, unknown>, field: string, min: number, max: number): Detail[] {
  const value = input[field];
  if (value === undefined) return [];
  if (typeof value !== 'number' || value < min || value > max) {
    const msg = `Input should be between ${min} and ${max}`;
    return [{ loc: ['body', field], msg, type: 'number_range' }];
  }
  return [];
}

function oneOf(input: Record<string, unknown>, field: string, values: string[]): Detail[] {
  const value = input[field];
  if (value === undefined || values.includes(String(value))) return [];
  const msg = `Input should be ${values.map((v) => `'${v}'`).join(', ')}`;
  return [{ loc: ['body', field], msg, type: 'literal_error' }];
}

function sameSize(input: Record<string, unknown>): Detail[] {
  const [a, b] = [imageOf(input.image_url), imageOf(input.mask_url)].map(
    (bytes) => bytes && headerSize(bytes),
  );
  if (!a || !b || (a.width === b.width && a.height === b.height)) return [];
  const msg = `The mask (${b.width}x${b.height}) must match the image (${a.width}x${a.height})`;
  return [{ loc: ['body', 'mask_url'], msg, type: 'image_dimensions_mismatch' }];
}

function problems({ endpointId, input }: Submission): Detail[] | undefined {
  switch (endpointId) {
    case 'fal-ai/flux-kontext/dev':
      return [
        ...image(input, 'image_url'),
        ...prompt(input),
        ...range(input, 'guidance_scale', 1, 20),
        ...range(input, 'num_inference_steps', 10, 50),
        ...oneOf(input, 'resolution_mode', ['auto', 'match_input', '1:1', '16:9', '9:16']),
        ...oneOf(input, 'output_format', ['jpeg', 'png']),
      ];
    case 'fal-ai/flux-lora/inpainting': {
      const detail = [
        ...image(input, 'image_url'),
        ...image(input, 'mask_url'),
        ...prompt(input),
        ...range(input, 'strength', 0.01, 1),
        ...range(input, 'guidance_scale', 0, 35),
        ...range(input, 'num_inference_steps', 1, 50),
        ...oneOf(input, 'output_format', ['jpeg', 'png']),
      ];
      return detail.length > 0 ? detail : sameSize(input);
    }
    case 'fal-ai/codeformer':
      return [
        ...image(input, 'image_url'),
        ...range(input, 'fidelity', 0, 1),
        ...range(input, 'upscale_factor', 1, 4),
      ];
    case 'fal-ai/birefnet/v2':
      return [
        ...image(input, 'image_url'),
        ...oneOf(input, 'model', [
          'General Use (Light)',
          'General Use (Light 2K)',
          'General Use (Heavy)',
          'Matting',
          'Portrait',
        ]),
        ...oneOf(input, 'operating_resolution', ['1024x1024', '2048x2048', '2304x2304']),
        ...oneOf(input, 'output_format', ['webp', 'png', 'gif']),
      ];
    default:
      return undefined;
  }
}

/** The refusal fal would answer for an editing request, or undefined for another endpoint or none. */
export function editInputProblem(submission: Submission) {
  const detail = problems(submission);
  if (!detail || detail.length === 0) return undefined;
  return {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: { detail },
  };
}
