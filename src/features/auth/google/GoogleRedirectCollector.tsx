/** Collects a Google redirect sign-in that came back; mounted only when one is pending. */
import { useGoogleRedirectResult } from './use-google-sign-in';

export function GoogleRedirectCollector() {
  useGoogleRedirectResult();
  return null;
}
