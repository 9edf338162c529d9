/**
 * The header's menu on narrow screens: every header link in a drawer. The drawer's code (the
 * dialog machine, focus trap and scroll lock) downloads when the button is first touched,
 * focused or pressed, not with the page.
 */
import {
  deferredComponent,
  useDeferredComponent,
  useIntentTrigger,
} from '../../../lib/lazy/deferred-component';
import { useOpenUntilNavigation } from '../use-open-until-navigation';
import { MobileMenuButton } from './MobileMenuButton';

const mobileMenuDrawer = deferredComponent(
  async () => (await import('./MobileMenuDrawer')).MobileMenuDrawer,
);

export function MobileMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const [Drawer, load] = useDeferredComponent(mobileMenuDrawer);
  const { focused, triggerProps } = useIntentTrigger(load, () => setOpen(true));
  if (Drawer) return <Drawer open={open} onOpenChange={setOpen} focusTrigger={focused} />;
  return <MobileMenuButton aria-haspopup="dialog" aria-expanded={false} {...triggerProps} />;
}
