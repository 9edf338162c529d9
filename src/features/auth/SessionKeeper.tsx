/** Restores the session at start and collects a Google redirect sign-in (spec §4). */
import { useEffect } from 'react';
import { useGoogleRedirectResult } from './google/use-google-sign-in';
import { restoreSession } from './session';

export function SessionKeeper() {
  useEffect(() => {
    void restoreSession();
  }, []);
  useGoogleRedirectResult();
  return null;
}
