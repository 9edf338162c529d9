/**
 * What the fal hair engine asks which endpoint (docs/engines.md "fal hairstyle changer"): a
 * painted mask goes to FLUX Pro Fill with a prompt for the masked hair; a description goes to
 * the prompt-led hair editor; a template alone goes to the hair-change app, whose enums the
 * tables below map our templates and colours onto (the nearest it offers).
 */
import {
  HAIR_COLOURS,
  type HairColour,
  type HairstyleTemplateId,
} from '../../../common/studios/hairstyle-changer';
import { HAIR_COLOUR_NAMES, HAIRSTYLE_TEXTS } from '../../../common/studios/hairstyle-texts';
import type { HairInput } from '../hair-engine';
import { dataUri } from './fal-output';

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

/** The named colour nearest a `#rrggbb` (plain RGB distance: the palette is far apart). */
export function nearestNamedColour(hex: string): HairColour {
  const rgb = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
  const [r = 0, g = 0, b = 0] = rgb(hex);
  let best: HairColour = 'black';
  let bestDistance = Infinity;
  for (const [name, value] of Object.entries(HAIR_COLOURS) as [HairColour, string][]) {
    const [r2 = 0, g2 = 0, b2 = 0] = rgb(value);
    const distance = (r - r2) ** 2 + (g - g2) ** 2 + (b - b2) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return best;
}

const namedOf = (colour: NonNullable<HairInput['colour']>): HairColour =>
  colour.startsWith('#') ? nearestNamedColour(colour) : (colour as HairColour);

/** The colour in words: its name, and a free colour's code beside its nearest name. */
function colourWords(colour: NonNullable<HairInput['colour']>): string {
  const name = HAIR_COLOUR_NAMES[namedOf(colour)].en.toLowerCase();
  return colour.startsWith('#') ? `${name} (close to ${colour})` : name;
}

/** The hairstyle in words: the template's name and description, then the user's own. */
function styleWords({ hairstyle, prompt }: HairInput): string {
  const template = hairstyle && HAIRSTYLE_TEXTS[hairstyle];
  const parts = [
    template && `${template.name.en}: ${template.description.en}`,
    prompt && (template ? `Details: ${prompt}` : prompt),
  ];
  return parts.filter(Boolean).join(' ');
}

/** The endpoint and input of a request. */
export function falHairRequest(input: HairInput): { endpoint: string; body: object } {
  const image_url = dataUri(input.image);
  const colour = input.colour && `Hair colour: ${colourWords(input.colour)}.`;
  if (input.mask) {
    const style = styleWords(input) || 'The same hairstyle.';
    const prompt = [
      `Hair only. ${style}`,
      colour,
      'Realistic strands and shine in the photo’s light.',
    ];
    return {
      endpoint: FAL_HAIR_FILL_ENDPOINT,
      body: {
        image_url,
        mask_url: dataUri(input.mask),
        prompt: prompt.filter(Boolean).join(' '),
        num_images: 1,
        output_format: 'png',
      },
    };
  }
  if (input.prompt || !input.hairstyle) {
    const prompt = [
      `Change only the person’s hair. New hairstyle: ${styleWords(input)}`,
      colour ?? 'Keep the hair colour.',
      'Keep the face, identity, skin, clothes and background unchanged.',
    ];
    return { endpoint: FAL_HAIR_EDIT_ENDPOINT, body: { image_url, prompt: prompt.join(' ') } };
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
