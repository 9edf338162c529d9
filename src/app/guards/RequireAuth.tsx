/**
 * The `requireAuth` route flag (docs/product-rules.md#roles): a guest sees the 'Authentication
 * Required' panel and the login modal opens over it, remembering this path to come back to after
 * signing in.
 */
import { useEffect } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthRequired } from '../../features/auth/AuthRequired';
import { openLoginModalAtom, sessionAtom } from '../../features/auth/session.atoms';
import { useAtomValue, useSetAtom } from '../../lib/state';

export function RequireAuth() {
  const session = useAtomValue(sessionAtom);
  const openLogin = useSetAtom(openLoginModalAtom);
  const { pathname, search } = useLocation();
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (signedOut) openLogin(pathname + search);
  }, [signedOut, openLogin, pathname, search]);

  if (session.status === 'checking') {
    return (
      <Center py="24" data-testid="session-checking">
        <Spinner size="lg" color="brand.solid" />
      </Center>
    );
  }
  return signedOut ? <AuthRequired /> : <Outlet />;
}
