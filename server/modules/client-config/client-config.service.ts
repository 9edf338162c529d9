/**
 * What the PWA learns about this server at run time (GET /api/config), so one build serves any
 * deployment: Google sign-in's public Firebase web config, and whether developer pages show.
 */
import type { ClientConfig } from '../../../common/contracts/client-config';
import type { Config } from '../../config';

export function clientConfigFrom(config: Config) {
  const { FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_APP_ID } = config;
  const firebase =
    FIREBASE_API_KEY && FIREBASE_PROJECT_ID
      ? {
          apiKey: FIREBASE_API_KEY,
          authDomain: FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: FIREBASE_PROJECT_ID,
          ...(FIREBASE_APP_ID ? { appId: FIREBASE_APP_ID } : {}),
        }
      : null;
  const firebaseIncomplete =
    !firebase &&
    [FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_APP_ID].some(Boolean);
  const googleClientId = config.GOOGLE_CLIENT_ID ?? null;
  return {
    /**
     * The answer for one client. The developer pages show only where they work: the dev tools
     * are on and the browser is on this machine, the only one the dev mailbox answers
     * (docs/dev-tools.md).
     */
    for(client: { fromThisMachine: boolean }): ClientConfig {
      return {
        firebase,
        firebaseIncomplete,
        googleClientId,
        devTools: config.DEV_TOOLS && client.fromThisMachine,
      };
    },
  };
}
export type ClientConfigService = ReturnType<typeof clientConfigFrom>;
