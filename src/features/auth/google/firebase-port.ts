/**
 * The real Firebase Auth behind FirebaseAuthPort. Firebase (~28 KB gzip) is imported only
 * here, lazily, so it is never part of the first page's download.
 */
import type { ClientConfig } from '../../../../common/contracts/client-config';
import type { UserCredential } from 'firebase/auth';
import type { FirebaseAuthPort, FirebaseSignIn } from './google-sign-in';

type FirebaseConfig = NonNullable<ClientConfig['firebase']>;

/** Marks a redirect in flight, so the next start knows to collect its result. */
export const REDIRECT_PENDING_KEY = 'studio.auth.google-redirect';

export async function loadFirebaseAuth(config: FirebaseConfig): Promise<FirebaseAuthPort> {
  const [{ initializeApp, getApps }, authModule] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const auth = authModule.getAuth(app);
  const provider = new authModule.GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const signInOf = (credential: UserCredential): FirebaseSignIn => ({
    user: credential.user,
    isNewUser: authModule.getAdditionalUserInfo(credential)?.isNewUser ?? false,
  });
  return {
    signInWithPopup: async () => signInOf(await authModule.signInWithPopup(auth, provider)),
    signInWithRedirect: async () => {
      sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
      await authModule.signInWithRedirect(auth, provider);
    },
    getRedirectResult: async () => {
      const credential = await authModule.getRedirectResult(auth);
      return credential ? signInOf(credential) : null;
    },
  };
}
