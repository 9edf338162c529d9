/**
 * What the fal editing engine asks which endpoint (docs/engines.md "The fal image editor"). An
 * edit runs as up to three steps, each on the previous step's picture:
 *
 * 1. the edit itself, when there is a description or a look to change (lighting, colour,
 *    quality, artistic style): FLUX Kontext [dev] (`fal-ai/flux-kontext/dev`, guidance and
 *    steps) on the whole picture, or, with a painted mask, FLUX LoRA inpainting
 *    (`fal-ai/flux-lora/inpainting`, strength, guidance and steps) inside it. The presets become
 *    sentences of the prompt;
 * 2. face enhancement: CodeFormer (`fal-ai/codeformer`), faces restored at the picture's size;
 * 3. remove background: BiRefNet v2 (`fal-ai/birefnet/v2`), a PNG with transparency.
 */
import type { EditPreset } from '../../../common/studios/image-editing';
import type { EditInput } from '../edit-engine';

export const FAL_EDIT_ENDPOINT = 'fal-ai/flux-kontext/dev';
export const FAL_INPAINT_ENDPOINT = 'fal-ai/flux-lora/inpainting';
export const FAL_FACE_ENDPOINT = 'fal-ai/codeformer';
export const FAL_BACKGROUND_ENDPOINT = 'fal-ai/birefnet/v2';

/** The presets the prompt-led step carries out, as sentences of its prompt. */
export const PRESET_INSTRUCTIONS: Partial<Record<EditPreset, string>> = {
  lighting_correction:
    'Correct the lighting: even, natural exposure, open the shadows, keep the highlights.',
  colour_adjustment: 'Correct the colours: neutral white balance, natural, slightly richer colour.',
  enhance_quality: 'Enhance the quality: sharper detail, less noise and blur, clean edges.',
  artistic_style: 'Redraw it as a tasteful painted illustration with soft colours and clean lines.',
};

/** What keeps the prompt-led edit faithful to the photo. */
const KEEP = 'Keep the people, their faces, poses, clothes and the composition unchanged.';

/** One step: its endpoint and input, the picture to be given as `image_url` by the caller. */
export interface FalEditStep {
  endpoint: string;
  body: Record<string, unknown>;
  /** Whether its answer is `{image}` rather than `{images: [...]}`. */
  single: boolean;
}

/** The prompt of the edit step, or null when nothing asks for one. */
export function editPrompt(input: Pick<EditInput, 'prompt' | 'presets'>): string | null {
  const sentences = input.presets.flatMap((preset) => PRESET_INSTRUCTIONS[preset] ?? []);
  const own = input.prompt?.trim();
  if (!own && sentences.length === 0) return null;
  return [own, ...sentences, KEEP].filter(Boolean).join(' ');
}

/** The steps of an edit, in order; the image (and mask) are added as data URIs by the engine. */
export function falEditSteps(input: EditInput): FalEditStep[] {
  const steps: FalEditStep[] = [];
  const prompt = editPrompt(input);
  if (prompt) {
    steps.push(
      input.mask
        ? {
            endpoint: FAL_INPAINT_ENDPOINT,
            body: {
              prompt,
              strength: input.strength,
              guidance_scale: input.guidanceScale,
              num_inference_steps: input.steps,
              num_images: 1,
              output_format: 'png',
            },
            single: false,
          }
        : {
            endpoint: FAL_EDIT_ENDPOINT,
            body: {
              prompt,
              guidance_scale: input.guidanceScale,
              num_inference_steps: input.steps,
              resolution_mode: 'match_input',
              num_images: 1,
              output_format: 'png',
            },
            single: false,
          },
    );
  }
  if (input.presets.includes('face_enhancement')) {
    steps.push({
      endpoint: FAL_FACE_ENDPOINT,
      body: { fidelity: 0.7, upscale_factor: 1, face_upscale: true },
      single: true,
    });
  }
  if (input.presets.includes('remove_background')) {
    steps.push({
      endpoint: FAL_BACKGROUND_ENDPOINT,
      body: {
        model: 'General Use (Light)',
        operating_resolution: '2048x2048',
        output_format: 'png',
        refine_foreground: true,
      },
      single: true,
    });
  }
  return steps;
}
