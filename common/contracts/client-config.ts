/** GET /api/config: what the PWA needs to know about its server at run time. */
import { z } from 'zod';

export const clientConfigSchema = z.object({
  /** Firebase web config for Google sign-in; null when the server has none (spec §8). */
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
    })
    .nullable(),
  /** OAuth client id for the authorization-code flow (/auth/google/callback); null when unset. */
  googleClientId: z.string().nullable(),
  /** Development helpers (/dev-tools, /test) are shown only outside production. */
  devTools: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
