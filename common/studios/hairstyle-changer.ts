/**
 * The hairstyle changer: a portrait, a template hairstyle or a description of one, an optional
 * hair colour and an optional painted hair mask (white = hair).
 */
import { defineStudio } from './studio';

export const HAIR_GENDERS = ['female', 'male'] as const;
/** The template picker's groups; "All" is only the picker's filter, never a request's. */
export const HAIR_LENGTHS = ['short', 'medium', 'long', 'curly', 'updos'] as const;

export interface HairstyleTemplate {
  id: string;
  gender: (typeof HAIR_GENDERS)[number];
  length: (typeof HAIR_LENGTHS)[number];
}

/** The twenty templates, ten per gender; their names are in the locale files. */
export const HAIRSTYLE_TEMPLATES = [
  { id: 'long-straight-layer', gender: 'female', length: 'long' },
  { id: 'long-loose-curls', gender: 'female', length: 'curly' },
  { id: 'short-layered', gender: 'female', length: 'short' },
  { id: 'modern-bob', gender: 'female', length: 'short' },
  { id: 'female-mullet-layer', gender: 'female', length: 'medium' },
  { id: 'hime-cut', gender: 'female', length: 'long' },
  { id: 'pixie-cut', gender: 'female', length: 'short' },
  { id: 'short-c-curl', gender: 'female', length: 'medium' },
  { id: 'noodle-curls', gender: 'female', length: 'curly' },
  { id: 'long-straight-middle-part', gender: 'female', length: 'long' },
  { id: 'undercut', gender: 'male', length: 'short' },
  { id: 'side-part', gender: 'male', length: 'short' },
  { id: 'mullet', gender: 'male', length: 'medium' },
  { id: 'short-quiff', gender: 'male', length: 'short' },
  { id: 'pompadour', gender: 'male', length: 'medium' },
  { id: 'mens-layer', gender: 'male', length: 'medium' },
  { id: 'crew-cut', gender: 'male', length: 'short' },
  { id: 'two-block', gender: 'male', length: 'short' },
  { id: 'french-crop', gender: 'male', length: 'short' },
  { id: 'mohican', gender: 'male', length: 'short' },
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

export const HAIRSTYLE_CHANGER = defineStudio({
  service: 'hairstyle-changer',
  path: '/hairstyle-changer',
  legacyPath: '/hairstyle-changer-legacy',
  cost: 1,
  order: 3,
  icon: 'scissors',
  inputs: [
    { field: 'photo', role: 'original_person', required: true },
    { field: 'mask', role: 'mask', required: false },
  ],
  params: {
    template: {
      type: 'enum',
      values: HAIRSTYLE_TEMPLATES.map((template) => template.id) as readonly HairstyleTemplateId[],
    },
    prompt: { type: 'text', max_length: 500 },
    hair_color: { type: 'enum', values: Object.keys(HAIR_COLOURS) as readonly HairColour[] },
  },
  requiredOneOf: [['template', 'prompt']],
});
