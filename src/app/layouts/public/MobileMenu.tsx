/**
 * The header's menu on narrow screens: every header link in a drawer. The drawer's code (the
 * dialog machine, focus trap and scroll lock) downloads when the button is first touched,
 * focused or pressed, not with the page.
 */
import { useState } from 'react';
import { deferredComponent, useDeferredComponent } from '../../../lib/lazy/deferred-component';
import { useOpenUntilNavigation } from '../use-open-until-navigation';
import { MobileMenuButton } from './MobileMenuButton';

const mobileMenuDrawer = deferredComponent(
  async () => (await import('./MobileMenuDrawer')).MobileMenuDrawer,
);

export function MobileMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const [Drawer, load] = useDeferredComponent(mobileMenuDrawer);
  const [focused, setFocused] = useState(false);
  if (Drawer) return <Drawer open={open} onOpenChange={setOpen} focusTrigger={focused} />;
  return (
    <MobileMenuButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpen(true);
        load();
      }}
    />
  );
}
