/**
 * The hair change in words, for the hosted models that take a prompt (fal and Replicate alike,
 * docs/engines.md "fal hairstyle changer"): the template's name and description, the user's own
 * words, the colour by name, and what must stay as it is.
 */
import { HAIR_COLOURS, type HairColour } from '../../common/studios/hairstyle-changer';
import { HAIR_COLOUR_NAMES, HAIRSTYLE_TEXTS } from '../../common/studios/hairstyle-texts';
import type { HairInput } from './hair-engine';

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

export const namedOf = (colour: NonNullable<HairInput['colour']>): HairColour =>
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

/** For a fill model that repaints only the masked hair. */
export function maskedHairPrompt(input: HairInput): string {
  const style = styleWords(input) || 'The same hairstyle.';
  return [
    `Hair only. ${style}`,
    colourSentence(input),
    'Realistic strands and shine in the photo’s light.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** For an editing model that is given the whole portrait. */
export function hairEditPrompt(input: HairInput): string {
  return [
    `Change only the person’s hair. New hairstyle: ${styleWords(input)}`,
    colourSentence(input) ?? 'Keep the hair colour.',
    'Keep the face, identity, skin, clothes and background unchanged.',
  ].join(' ');
}

function colourSentence({ colour }: HairInput): string | undefined {
  return colour && `Hair colour: ${colourWords(colour)}.`;
}
