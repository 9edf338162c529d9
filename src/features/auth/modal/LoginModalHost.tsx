/**
 * Mounts the login modal the first time it is asked for: its forms, their validation (zod) and
 * the dialog machine stay out of the first visit's download. Once loaded it stays mounted, so
 * it animates and clears itself as before.
 */
import { Suspense, useEffect } from 'react';
import { deferredComponent, useDeferredComponent } from '../../../lib/lazy/deferred-component';
import { i18n } from '../../../lib/i18n/i18n';
import { useAtomValue } from '../../../lib/state';
import { loginModalAtom } from '../session.atoms';

/** The modal's code and its texts together: it never suspends (and blanks the page) on mount. */
const loginModal = deferredComponent(async () => {
  const [module] = await Promise.all([import('./LoginModal'), i18n.loadNamespaces('auth')]);
  return module.LoginModal;
});

export function LoginModalHost() {
  const { open } = useAtomValue(loginModalAtom);
  const [LoginModal, load] = useDeferredComponent(loginModal);
  useEffect(() => {
    if (open) load();
  }, [open, load]);
  // Its own boundary all the same: a language switched while it is open loads texts anew.
  return LoginModal ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}
