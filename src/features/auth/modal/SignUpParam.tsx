/**
 * Answers a page opened with `?signup` ('Start free', common/routes.ts): a guest gets the
 * sign-up form over the page they are on, and the dashboard once registered, instead of a guest
 * dashboard of 'sign in to see this' boxes; a signed-in user is taken to the dashboard.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, SIGN_UP_PARAM } from '../../../../common/routes';
import { KEEP_SCROLL } from '../../../components/page/ScrollRestoration';
import { useAtomValue, useSetAtom } from '../../../lib/state';
import { loginModalAtom, sessionAtom } from '../session.atoms';

export function SignUpParam() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const setModal = useSetAtom(loginModalAtom);
  const params = new URLSearchParams(search);
  const asked = params.has(SIGN_UP_PARAM);

  useEffect(() => {
    // A cached token is still being checked: wait to know who this is.
    if (!asked || session.status === 'checking') return;
    if (session.status === 'signed-in') {
      void navigate(PATHS.dashboard, { replace: true });
      return;
    }
    // No return path: after sign-up (and sign-in) the user lands on the dashboard by default.
    setModal({ open: true, view: 'register', returnTo: null, email: '' });
    params.delete(SIGN_UP_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname, search: rest ? `?${rest}` : '', hash },
      { replace: true, state: KEEP_SCROLL },
    );
    // `params` is derived from `search`, which is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, session.status, pathname, search, hash, navigate, setModal]);
  return null;
}
