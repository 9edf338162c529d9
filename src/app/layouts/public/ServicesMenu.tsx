/**
 * The header's Services dropdown: the five service landing pages
 * (docs/product-rules.md#navigation). The menu's code (Zag's menu machine and the popper, ~15 KB
 * gzip) downloads when the trigger is first hovered, focused or pressed, not with the page.
 */
import { useState } from 'react';
import {
  deferredComponent,
  useDeferredComponent,
  useIntentTrigger,
} from '../../../lib/lazy/deferred-component';
import { ServicesMenuButton } from './ServicesMenuButton';

const servicesMenuPopup = deferredComponent(
  async () => (await import('./ServicesMenuPopup')).ServicesMenuPopup,
);

export function ServicesMenu() {
  const [Popup, load] = useDeferredComponent(servicesMenuPopup);
  const [openRequested, setOpenRequested] = useState(false);
  const { focused, triggerProps } = useIntentTrigger(load, () => setOpenRequested(true));
  if (Popup) return <Popup defaultOpen={openRequested} focusTrigger={focused} />;
  return <ServicesMenuButton aria-haspopup="menu" aria-expanded={false} {...triggerProps} />;
}
