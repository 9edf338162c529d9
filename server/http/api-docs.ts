/**
 * OpenAPI generated from the routes' zod schemas, with Swagger UI at /api/docs
 * (docs/architecture.md#http-api-conventions). In production the document is the public one:
 * the admin area's and the dev tools' routes are left out, since a stranger needs no map of them
 * (they still refuse anyone who is not an admin, or do not exist).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '../../common/brand';
import { APP_VERSION } from '../app-version';
import {
  addPublicApiExamples,
  API_TOKEN_SCHEME,
  PUBLIC_API_DESCRIPTION,
  PUBLIC_API_TAG,
  withPublicApiDocs,
} from './public-api-docs';

const API_DOCS_PATH = '/api/docs';

/** Routes documented outside production only: the admin area and the dev tools. */
const PRIVATE_ROUTE_PREFIXES = ['/api/admin', '/api/dev'] as const;

const isPrivateRoute = (url: string) =>
  PRIVATE_ROUTE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** The document's first line, for the Vietnamese readers the product is made for first. */
const VIETNAMESE_SUMMARY = `API của ${BRAND.name}: chạy các studio từ phần mềm của bạn bằng token API; mô tả chi tiết bên dưới bằng tiếng Anh.`;

export async function registerApiDocs(
  app: FastifyInstance,
  { production }: { production: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${BRAND.name} API`,
        version: APP_VERSION,
        description: `${VIETNAMESE_SUMMARY}\n\n${PUBLIC_API_DESCRIPTION}`,
      },
      tags: [{ name: PUBLIC_API_TAG, description: 'Takes an API token as well as a session' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiToken: API_TOKEN_SCHEME,
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const schema = withPublicApiDocs(input.route, transformed.schema);
      const hidden = production && isPrivateRoute(input.url);
      return { ...transformed, schema: hidden ? { ...schema, hide: true } : schema };
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? (addPublicApiExamples(documents.openapiObject as never) as typeof documents.openapiObject)
        : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
}
