/**
 * Try-on's page: the studio page on try-on's wizard state and actions. Its own module, so the
 * parts that take the page (CropToOnePerson, LookRail) never import try-on-parts.tsx, which
 * renders them (docs/architecture.md#where-domain-types-live).
 */
import type { StudioPage } from '../../components/studio/use-studio-page';
import type { WizardAction, WizardState } from './try-on-machine';

export type TryOnPage = StudioPage<WizardState, WizardAction>;
