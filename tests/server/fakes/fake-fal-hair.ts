/**
 * The fake fal's input checks for the hairstyle changer's endpoints, pydantic-style as fal
 * answers them (422 with `{detail: [{loc, msg, type}]}`), from their published input types
 * (docs/engines.md "fal hairstyle changer"): the hair-change app's enums, the hair editor's
 * prompt, and FLUX Pro Fill's mask, which must have the image's dimensions.
 */

interface Submission {
  endpointId: string;
  input: Record<string, unknown>;
}

interface Detail {
  loc: string[];
  msg: string;
  type: string;
}

export interface HairFailure {
  error: string;
  errorType: string;
  status: number;
  body: { detail: Detail[] };
}

const TARGET_HAIRSTYLES = [
  'short_hair',
  'medium_long_hair',
  'long_hair',
  'curly_hair',
  'wavy_hair',
  'high_ponytail',
  'bun',
  'bob_cut',
  'pixie_cut',
  'braids',
  'straight_hair',
  'afro',
  'dreadlocks',
  'buzz_cut',
  'mohawk',
  'bangs',
  'side_part',
  'middle_part',
];

const HAIR_COLORS = [
  'black',
  'dark_brown',
  'light_brown',
  'blonde',
  'platinum_blonde',
  'red',
  'auburn',
  'gray',
  'silver',
  'blue',
  'green',
  'purple',
  'pink',
  'rainbow',
  'natural',
  'highlights',
  'ombre',
  'balayage',
];

const DATA_URI = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+=*)$/;

/** Width and height from a PNG's or a baseline JPEG's header, or null. */
export function headerSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15, except DHT (c4), JPG (c8) and DAC (cc), carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function imageOf(value: unknown): Buffer | null {
  const match = typeof value === 'string' ? DATA_URI.exec(value) : null;
  return match ? Buffer.from(match[2]!, 'base64') : null;
}

function imageProblems(input: Record<string, unknown>, field: string): Detail[] {
  if (input[field] === undefined)
    return [{ loc: ['body', field], msg: 'Field required', type: 'missing' }];
  if (!imageOf(input[field])) {
    return [{ loc: ['body', field], msg: 'Failed to load the image', type: 'image_load_error' }];
  }
  return [];
}

function enumProblems(input: Record<string, unknown>, field: string, values: string[]): Detail[] {
  const value = input[field];
  if (value === undefined || values.includes(String(value))) return [];
  const msg = `Input should be ${values.map((v) => `'${v}'`).join(', ')}`;
  return [{ loc: ['body', field], msg, type: 'literal_error' }];
}

function promptProblems(input: Record<string, unknown>): Detail[] {
  const prompt = input.prompt;
  if (typeof prompt === 'string' && prompt.trim() !== '') return [];
  return [{ loc: ['body', 'prompt'], msg: 'Field required', type: 'missing' }];
}

function sameSize(input: Record<string, unknown>): Detail[] {
  const image = imageOf(input.image_url);
  const mask = imageOf(input.mask_url);
  const [a, b] = [image && headerSize(image), mask && headerSize(mask)];
  if (!a || !b || (a.width === b.width && a.height === b.height)) return [];
  const msg = `The mask (${b.width}x${b.height}) must match the image (${a.width}x${a.height})`;
  return [{ loc: ['body', 'mask_url'], msg, type: 'image_dimensions_mismatch' }];
}

/** The refusal fal would answer for a hair request, or undefined for another endpoint or none. */
export function hairInputProblem({ endpointId, input }: Submission): HairFailure | undefined {
  let detail: Detail[];
  switch (endpointId) {
    case 'fal-ai/image-apps-v2/hair-change':
      detail = [
        ...imageProblems(input, 'image_url'),
        ...enumProblems(input, 'target_hairstyle', TARGET_HAIRSTYLES),
        ...enumProblems(input, 'hair_color', HAIR_COLORS),
      ];
      break;
    case 'fal-ai/image-editing/hair-change':
      detail = [...imageProblems(input, 'image_url'), ...promptProblems(input)];
      break;
    case 'fal-ai/flux-pro/v1/fill':
      detail = [
        ...imageProblems(input, 'image_url'),
        ...imageProblems(input, 'mask_url'),
        ...promptProblems(input),
        ...enumProblems(input, 'output_format', ['jpeg', 'png']),
      ];
      if (detail.length === 0) detail = sameSize(input);
      break;
    default:
      return undefined;
  }
  if (detail.length === 0) return undefined;
  return {
    error: 'Unprocessable Entity',
    errorType: 'validation_error',
    status: 422,
    body: { detail },
  };
}
