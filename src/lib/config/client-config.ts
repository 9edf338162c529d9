/** The server's run-time configuration for the PWA, fetched once per page load. */
import { clientConfigSchema, type ClientConfig } from '../../../common/contracts/client-config';
import { apiRequest } from '../api/client';

let pending: Promise<ClientConfig> | null = null;

export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= apiRequest<unknown>('/api/config', { auth: false })
    .then((body) => clientConfigSchema.parse(body))
    .catch((error: unknown) => {
      pending = null; // try again next time (e.g. after coming back online)
      throw error;
    });
  return pending;
}

/** Forgets the fetched answer, so the next call asks again (tests give each case its server). */
export function forgetClientConfig(): void {
  pending = null;
}
