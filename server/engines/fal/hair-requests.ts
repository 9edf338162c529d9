/**
 * What the fal hair engine asks which endpoint (docs/engines.md "fal hairstyle changer"): a
 * painted mask goes to FLUX Pro Fill with a prompt for the masked hair; a description goes to
 * the prompt-led hair editor; a template alone goes to the hair-change app, whose enums the
 * tables below map our templates and colours onto (the nearest it offers).
 */
import type { HairColour, HairstyleTemplateId } from '../../../common/studios/hairstyle-changer';
import type { HairInput } from '../hair-engine';
import { hairEditPrompt, maskedHairPrompt, namedOf } from '../hair-prompts';
import { dataUri } from '../hosted-output';

export const FAL_HAIR_CHANGE_ENDPOINT = 'fal-ai/image-apps-v2/hair-change';
export const FAL_HAIR_EDIT_ENDPOINT = 'fal-ai/image-editing/hair-change';
export const FAL_HAIR_FILL_ENDPOINT = 'fal-ai/flux-pro/v1/fill';

/** Our templates as the hair-change app's `target_hairstyle` (it has eighteen broad styles). */
export const FAL_TARGET_HAIRSTYLES = {
  'long-straight-layer': 'long_hair',
  'long-loose-curls': 'wavy_hair',
  'short-layered': 'short_hair',
  'modern-bob': 'bob_cut',
  'female-mullet-layer': 'medium_long_hair',
  'hime-cut': 'bangs',
  'pixie-cut': 'pixie_cut',
  'short-c-curl': 'medium_long_hair',
  'noodle-curls': 'curly_hair',
  'long-straight-middle-part': 'middle_part',
  undercut: 'short_hair',
  'side-part': 'side_part',
  mullet: 'medium_long_hair',
  'short-quiff': 'short_hair',
  pompadour: 'short_hair',
  'mens-layer': 'medium_long_hair',
  'crew-cut': 'buzz_cut',
  'two-block': 'short_hair',
  'french-crop': 'short_hair',
  mohican: 'mohawk',
} as const satisfies Record<HairstyleTemplateId, string>;

/** Our colours as the hair-change app's `hair_color`; it has no copper, auburn is nearest. */
export const FAL_HAIR_COLOURS = {
  black: 'black',
  'dark-brown': 'dark_brown',
  'light-brown': 'light_brown',
  blonde: 'blonde',
  'platinum-blonde': 'platinum_blonde',
  red: 'red',
  auburn: 'auburn',
  copper: 'auburn',
  grey: 'gray',
  silver: 'silver',
  blue: 'blue',
  purple: 'purple',
  pink: 'pink',
} as const satisfies Record<HairColour, string>;

/** The app's colour that keeps the hair's own. */
export const FAL_KEEP_COLOUR = 'natural';

/** The endpoint and input of a request. */
export function falHairRequest(input: HairInput): { endpoint: string; body: object } {
  const image_url = dataUri(input.image);
  if (input.mask) {
    return {
      endpoint: FAL_HAIR_FILL_ENDPOINT,
      body: {
        image_url,
        mask_url: dataUri(input.mask),
        prompt: maskedHairPrompt(input),
        num_images: 1,
        output_format: 'png',
      },
    };
  }
  if (input.prompt || !input.hairstyle) {
    return { endpoint: FAL_HAIR_EDIT_ENDPOINT, body: { image_url, prompt: hairEditPrompt(input) } };
  }
  return {
    endpoint: FAL_HAIR_CHANGE_ENDPOINT,
    body: {
      image_url,
      target_hairstyle: FAL_TARGET_HAIRSTYLES[input.hairstyle],
      hair_color: input.colour ? FAL_HAIR_COLOURS[namedOf(input.colour)] : FAL_KEEP_COLOUR,
    },
  };
}
