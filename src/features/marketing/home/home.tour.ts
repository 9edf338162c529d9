/**
 * The home page's tour, started by its "Take the tour" button: a short walk over the page's
 * sections. The sections carry `data-tour={HOME_TOUR_TARGETS.x}`.
 */
import { FREE_TRIAL_CREDITS } from '../../../../common/credits';
import type { TutorialConfig } from '../../../components/tutorial/tutorial-types';

export const HOME_TOUR_TARGETS = {
  slides: 'home-slides',
  guide: 'home-guide',
  services: 'home-services',
  faqSearch: 'home-faq-search',
  cta: 'home-cta',
} as const;

const target = (name: keyof typeof HOME_TOUR_TARGETS) => `[data-tour="${HOME_TOUR_TARGETS[name]}"]`;

export const homeTutorial: TutorialConfig = {
  id: 'home',
  allowSkip: true,
  steps: [
    { id: 'welcome', title: 'home.welcome.title', content: 'home.welcome.content' },
    {
      id: 'slides',
      title: 'home.slides.title',
      content: 'home.slides.content',
      target: target('slides'),
    },
    {
      id: 'guide',
      title: 'home.guide.title',
      content: 'home.guide.content',
      target: target('guide'),
    },
    {
      id: 'services',
      title: 'home.services.title',
      content: 'home.services.content',
      target: target('services'),
    },
    {
      id: 'faq',
      title: 'home.faq.title',
      content: 'home.faq.content',
      target: target('faqSearch'),
      placement: 'top',
    },
    {
      id: 'cta',
      title: 'home.cta.title',
      content: 'home.cta.content',
      values: { credits: FREE_TRIAL_CREDITS },
      target: target('cta'),
      placement: 'top',
    },
  ],
};
