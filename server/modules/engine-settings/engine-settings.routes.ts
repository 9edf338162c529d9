/**
 * /api/admin/engines: the Engines page (docs/engines.md "The Engines page"). Admins only, like
 * every /api/admin route; keys go in and never come out.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectionTestResponseSchema,
  engineServiceParamsSchema,
  engineSettingsResponseSchema,
  engineSettingUpdateSchema,
  engineSettingViewSchema,
} from '../../../common/contracts/engine-settings';
import type { AuthGuards } from '../auth/auth.guards';
import type { EngineSettings } from './engine-settings.service';

export interface EngineSettingsRoutesOptions {
  engineSettings: EngineSettings;
  guards: AuthGuards;
}

const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearerAuth: [] }] });

export const engineSettingsRoutes: FastifyPluginAsyncZod<EngineSettingsRoutesOptions> = async (
  app,
  { engineSettings, guards },
) => {
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/api/admin/engines',
    {
      schema: {
        ...docs('Each studio’s engine, masked key, base URL and quality label'),
        response: { 200: engineSettingsResponseSchema },
      },
    },
    () => engineSettings.list(),
  );

  app.put(
    '/api/admin/engines/:service',
    {
      schema: {
        ...docs('Choose a studio’s engine and its key or URL, for the next job'),
        params: engineServiceParamsSchema,
        body: engineSettingUpdateSchema,
        response: { 200: engineSettingViewSchema },
      },
    },
    (request) =>
      engineSettings.update(request.params.service, request.body, request.user?.id ?? null),
  );

  app.post(
    '/api/admin/engines/:service/test',
    {
      schema: {
        ...docs('Test the connection with the form’s settings (nothing is saved)'),
        params: engineServiceParamsSchema,
        body: engineSettingUpdateSchema,
        response: { 200: connectionTestResponseSchema },
      },
    },
    (request) =>
      engineSettings.test(request.params.service, request.body, request.user?.id ?? null),
  );
};
