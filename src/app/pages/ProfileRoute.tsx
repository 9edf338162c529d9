/**
 * /profile for the signed-in user (RequireAuth guards the route): the profile feature, with the
 * session's effects handed in (features never import each other).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../common/routes';
import { signOut, updateSignedInUser } from '../../features/auth/session';
import { sessionAtom } from '../../features/auth/session.atoms';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { i18n } from '../../lib/i18n/i18n';
import { useAtomValue } from '../../lib/state';

// The page's copy is loaded before its first render, as /history's (see HistoryRoute).
await i18n.loadNamespaces(['profile', 'media']).catch(() => undefined);

export default function ProfileRoute() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  // "Sign out everywhere" goes home, as Logout does, and signs this device out once there:
  // signed out while still on this guarded page, the sign-in modal would open and follow home.
  const leavingSignedOut = useRef(false);
  useEffect(
    () => () => {
      if (leavingSignedOut.current) signOut();
    },
    [],
  );
  if (session.status !== 'signed-in') return null;
  return (
    <ProfilePage
      key={session.user.id}
      onUserChange={updateSignedInUser}
      onSignedOutEverywhere={() => {
        leavingSignedOut.current = true;
        navigate(PATHS.home);
      }}
      // Ended elsewhere: signed out here, and the guard asks to sign in again on this page.
      onSessionEnded={signOut}
    />
  );
}
