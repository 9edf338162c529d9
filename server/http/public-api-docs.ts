/**
 * What the OpenAPI document says of the public API (docs/public-api.md): the API-token scheme on
 * the routes that take one (their `config.publicApi`), the rate-limit headers, and an example
 * request per studio on `POST /api/ai/{service}`, from the same registry-built examples the
 * /api-management quick start shows.
 */
import type { RouteOptions } from 'fastify';
import { curlOf, STUDIO_API_EXAMPLES } from '../../common/api-examples';
import { API_TOKEN_PREFIX } from '../../common/contracts/api-tokens';

export const PUBLIC_API_TAG = 'public api';

export const API_TOKEN_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: `${API_TOKEN_PREFIX}…`,
  description:
    'An API token made on /api-management (or POST /api/tokens): `Authorization: Bearer ' +
    `${API_TOKEN_PREFIX}…\`. Taken only by the routes tagged "${PUBLIC_API_TAG}".`,
} as const;

export const PUBLIC_API_DESCRIPTION = [
  'Studio AI runs its studios for your own software: authenticate with an API token',
  `(\`Authorization: Bearer ${API_TOKEN_PREFIX}…\`) on the routes tagged "${PUBLIC_API_TAG}";`,
  'every other route takes a signed-in session only and refuses a token with 401',
  '`api_token_not_accepted`.',
  '',
  '- **Generations** spend the account’s credits: `POST /api/ai/{service}` with an',
  '  `Idempotency-Key` (a retry with the same key is never charged twice), then',
  '  `GET /api/generations/{id}` (or its event stream) until `success` or `failed`.',
  '- **Rate limit** per token and minute: every answer carries `RateLimit-Limit`,',
  '  `RateLimit-Remaining` and `RateLimit-Reset` (seconds); past it, `429` with `Retry-After`.',
  '- **Errors** are `{ code, detail }` (`message` for GET): `401 api_token_invalid` (inactive,',
  '  regenerated or deleted), `403 service_not_permitted`, `402 insufficient_credits`,',
  '  `429 rate_limited`.',
  '- **Webhooks** (`/api/webhooks`, with a session) tell your server when a generation ends or a',
  '  payment completes, signed as Standard Webhooks (`webhook-id`, `webhook-timestamp`,',
  '  `webhook-signature`).',
].join('\n');

interface RouteSchema {
  tags?: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
}

/** A public route's schema with the token scheme beside the session's, and the public tag. */
export function withPublicApiDocs<Schema extends RouteSchema>(
  route: RouteOptions,
  schema: Schema,
): Schema {
  if (!route.config?.publicApi) return schema;
  return {
    ...schema,
    tags: [...new Set([...(schema.tags ?? []), PUBLIC_API_TAG])],
    security: [{ bearerAuth: [] }, { apiToken: [] }],
  };
}

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: 'The token’s requests per minute',
    schema: { type: 'integer' },
  },
  'RateLimit-Remaining': {
    description: 'Requests left in this minute',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the count starts over',
    schema: { type: 'integer' },
  },
};

/** The per-studio examples and the headers, written into the finished document. */
export function addPublicApiExamples(document: OpenApiDocument): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const security = operation.security as Record<string, unknown>[] | undefined;
      if (!security?.some((scheme) => 'apiToken' in scheme)) continue;
      operation.responses = {
        ...operation.responses,
        '429': {
          description: 'Past the token’s rate limit: wait `Retry-After` seconds',
          headers: { 'Retry-After': { schema: { type: 'integer' } }, ...RATE_LIMIT_HEADERS },
        },
      };
      if (path === '/api/ai/{service}') describeGenerationRequest(operation);
    }
  }
  return document;
}

function describeGenerationRequest(operation: Operation) {
  const examples = Object.fromEntries(
    STUDIO_API_EXAMPLES.map((example) => [
      example.service,
      {
        summary: example.service,
        value: {
          ...Object.fromEntries(Object.keys(example.files).map((field) => [field, '(binary)'])),
          ...example.fields,
        },
      },
    ]),
  );
  operation.parameters = [
    ...(operation.parameters ?? []).filter((parameter) => parameter.name !== 'Idempotency-Key'),
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: '8–255 visible ASCII characters; a UUID per request',
      schema: { type: 'string', minLength: 8, maxLength: 255 },
    } as { name: string; in: string },
  ];
  operation.requestBody = {
    required: true,
    description:
      'Each input as a file (or `<field>_asset_id`, `<field>_sample_id`), the studio’s ' +
      'parameters as fields (GET /api/studios lists them). One example per studio.',
    content: {
      'multipart/form-data': {
        schema: { type: 'object', additionalProperties: true },
        examples,
      },
    },
  };
  operation['x-codeSamples'] = STUDIO_API_EXAMPLES.map((example) => ({
    lang: 'Shell',
    label: `curl (${example.service})`,
    source: curlOf(example, 'https://studioai.vn'),
  }));
}
