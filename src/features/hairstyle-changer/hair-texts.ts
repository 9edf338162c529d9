/**
 * The templates' and colours' names in the reader's language (common/studios/hairstyle-texts.ts
 * states them once, for the API too), and the engine the studio runs on here (GET /api/studios):
 * the local preview engine changes colour only, so the page says so and asks for a colour.
 */
import { useTranslation } from 'react-i18next';
import type { HairColour, HairstyleTemplateId } from '../../../common/studios/hairstyle-changer';
import { HAIR_COLOUR_NAMES, HAIRSTYLE_TEXTS } from '../../../common/studios/hairstyle-texts';
import { usePreviewEngine as useStudioPreviewEngine } from '../../components/studio/use-preview-engine';

export function useHairTexts() {
  const { i18n } = useTranslation();
  const lang = i18n.language?.startsWith('en') ? 'en' : 'vi';
  return {
    templateName: (id: HairstyleTemplateId) => HAIRSTYLE_TEXTS[id].name[lang],
    templateDescription: (id: HairstyleTemplateId) => HAIRSTYLE_TEXTS[id].description[lang],
    /** A named colour's name; a free colour is shown by its code. */
    colourName: (colour: string) =>
      colour in HAIR_COLOUR_NAMES ? HAIR_COLOUR_NAMES[colour as HairColour][lang] : colour,
  };
}

/** Whether the hairstyle changer runs on the local preview engine here. */
export function usePreviewEngine(): boolean {
  return useStudioPreviewEngine('hairstyle-changer');
}
