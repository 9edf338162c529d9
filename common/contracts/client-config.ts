/** GET /api/config: what the PWA needs to know about its server at run time. */
import { z } from 'zod';

export const clientConfigSchema = z.object({
  /**
   * Firebase web config for Google sign-in; null when the server has none
   * (docs/product-rules.md#google-sign-in-messages).
   */
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
    })
    .nullable(),
  /**
   * Some Firebase variables are set but not the API key and project id the web config needs: a
   * broken setup, which the login modal reports, unlike none at all, where the Google button is
   * simply not shown (README, configuration). Defaults to false so an answer the service worker
   * kept from before this field still parses.
   */
  firebaseIncomplete: z.boolean().default(false),
  /** OAuth client id for the authorization-code flow (/auth/google/callback); null when unset. */
  googleClientId: z.string().nullable(),
  /**
   * Whether the developer pages (/dev-tools, /test) work for this browser: the server has its dev
   * tools on and the request came straight from the server's own machine.
   */
  devTools: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
