/** Test data factory for GET /api/config (common/contracts/client-config.ts). */
import type { ClientConfig } from '../../../common/contracts/client-config';

/** A server without Google sign-in and with its developer pages off. */
export function makeClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    firebase: null,
    firebaseIncomplete: false,
    googleClientId: null,
    devTools: false,
    ...overrides,
  };
}
