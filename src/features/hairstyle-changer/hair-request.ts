/**
 * The hairstyle changer on the run lifecycle (src/lib/generation/README.md): its choice is the
 * request — the photo and the painted mask by their registry fields, the template, the
 * description and the colour as parameters — and a kept request gives the choice back.
 */
import {
  HAIRSTYLE_TEMPLATES,
  type HairstyleTemplateId,
} from '../../../common/studios/hairstyle-changer';
import type { PickedImage } from '../../lib/generation/picked-image';
import type { StudioRunSpec } from '../../lib/generation/studio-run-spec';
import { EMPTY_CHOICE, hairBlocker, type HairChoice } from './hair-machine';

const templateOf = (id: unknown) => HAIRSTYLE_TEMPLATES.find((template) => template.id === id);

export const HAIR_RUN: StudioRunSpec<HairChoice> = {
  service: 'hairstyle-changer',
  requestOf: ({ photo, mask, mode, hairstyle, prompt, colour }) => ({
    picks: { image: photo, mask },
    params: {
      hairstyle: mode === 'template' ? hairstyle : null,
      prompt: prompt.trim() || null,
      hair_color: colour,
    },
  }),
  choiceOf: ({ picks, params }) => {
    const template = templateOf(params.hairstyle);
    const prompt = typeof params.prompt === 'string' ? params.prompt : '';
    return {
      ...EMPTY_CHOICE,
      photo: (picks.image as PickedImage | null | undefined) ?? null,
      mask: (picks.mask as PickedImage | null | undefined) ?? null,
      mode: template || !prompt ? 'template' : 'custom',
      gender: template?.gender ?? EMPTY_CHOICE.gender,
      hairstyle: (template?.id as HairstyleTemplateId | undefined) ?? null,
      prompt,
      colour: typeof params.hair_color === 'string' ? params.hair_color : null,
    };
  },
  canGenerate: (choice) => hairBlocker(choice) === null,
};
