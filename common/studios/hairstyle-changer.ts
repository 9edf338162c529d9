/**
 * The hairstyle changer: a portrait, a template hairstyle or a description of one (the
 * description is optional beside a template), an optional hair colour (a named one or any
 * #rrggbb; none keeps the photo's) and an optional painted hair mask, white = hair, the
 * photo's size. The templates' and colours' names are in hairstyle-texts.ts.
 */
import { defineStudio } from './studio';

export const HAIR_GENDERS = ['female', 'male'] as const;
/**
 * The template picker's categories; "All" is only the picker's filter, never a request's. No
 * template is an updo yet: that category offers the description instead.
 */
export const HAIR_CATEGORIES = ['short', 'medium', 'long', 'curly', 'updos'] as const;
export type HairCategory = (typeof HAIR_CATEGORIES)[number];

export interface HairstyleTemplate {
  id: string;
  gender: (typeof HAIR_GENDERS)[number];
  category: HairCategory;
}

/** The twenty templates, ten per gender. */
export const HAIRSTYLE_TEMPLATES = [
  { id: 'long-straight-layer', gender: 'female', category: 'long' },
  { id: 'long-loose-curls', gender: 'female', category: 'curly' },
  { id: 'short-layered', gender: 'female', category: 'short' },
  { id: 'modern-bob', gender: 'female', category: 'short' },
  { id: 'female-mullet-layer', gender: 'female', category: 'medium' },
  { id: 'hime-cut', gender: 'female', category: 'long' },
  { id: 'pixie-cut', gender: 'female', category: 'short' },
  { id: 'short-c-curl', gender: 'female', category: 'medium' },
  { id: 'noodle-curls', gender: 'female', category: 'curly' },
  { id: 'long-straight-middle-part', gender: 'female', category: 'long' },
  { id: 'undercut', gender: 'male', category: 'short' },
  { id: 'side-part', gender: 'male', category: 'short' },
  { id: 'mullet', gender: 'male', category: 'medium' },
  { id: 'short-quiff', gender: 'male', category: 'short' },
  { id: 'pompadour', gender: 'male', category: 'medium' },
  { id: 'mens-layer', gender: 'male', category: 'medium' },
  { id: 'crew-cut', gender: 'male', category: 'short' },
  { id: 'two-block', gender: 'male', category: 'short' },
  { id: 'french-crop', gender: 'male', category: 'short' },
  { id: 'mohican', gender: 'male', category: 'short' },
] as const satisfies readonly HairstyleTemplate[];
export type HairstyleTemplateId = (typeof HAIRSTYLE_TEMPLATES)[number]['id'];

/** The colours offered, with the colour each one paints. */
export const HAIR_COLOURS = {
  black: '#1b1a19',
  'dark-brown': '#3b2a20',
  'light-brown': '#7a5638',
  blonde: '#c9a267',
  'platinum-blonde': '#e3d8c3',
  red: '#8e2a1e',
  auburn: '#7b3320',
  copper: '#b0562a',
  grey: '#8d8b88',
  silver: '#c3c5c8',
  blue: '#2d4f8f',
  purple: '#5b3a7a',
  pink: '#d07a98',
} as const;
export type HairColour = keyof typeof HAIR_COLOURS;

/**
 * Longest description, in characters: room for a salon's brief (cut, length, parting, fringe,
 * texture) and well within what the hosted models read.
 */
export const HAIR_PROMPT_MAX_LENGTH = 500;

export const HAIRSTYLE_CHANGER = defineStudio({
  service: 'hairstyle-changer',
  path: '/hairstyle-changer',
  legacyPath: '/hairstyle-changer-legacy',
  cost: 1,
  order: 3,
  icon: 'scissors',
  inputs: [
    { field: 'image', role: 'original_person', required: true },
    { field: 'mask', role: 'mask', required: false },
  ],
  params: {
    hairstyle: {
      type: 'enum',
      values: HAIRSTYLE_TEMPLATES.map((template) => template.id) as readonly HairstyleTemplateId[],
    },
    prompt: { type: 'text', max_length: HAIR_PROMPT_MAX_LENGTH },
    hair_color: { type: 'colour', values: Object.keys(HAIR_COLOURS) as readonly HairColour[] },
  },
  requiredOneOf: [['hairstyle', 'prompt']],
});
