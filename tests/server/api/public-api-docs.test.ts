/**
 * The OpenAPI document at /api/docs documents the public API: the token scheme on exactly its
 * routes, the rate-limit answer, and an example per studio that the studio accepts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_API_EXAMPLES } from '../../../common/api-examples';
import { validateStudioParams } from '../../../common/studios/params-schema';
import { STUDIOS, STUDIOS_IN_ORDER, type ServiceSlug } from '../../../common/studios/studios';
import { createTestApp, type TestApp } from '../test-app';

interface Operation {
  security?: Record<string, unknown>[];
  tags?: string[];
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { examples: Record<string, { value: object }> }> };
}
interface Document {
  info: { title: string; description: string };
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

let server: TestApp;
let document: Document;
beforeAll(async () => {
  server = await createTestApp();
  document = (await server.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => server.close());

/** `/api/generations/:id` as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is titled with the product’s name and opens with a Vietnamese line', () => {
    expect(document.info.title).toBe('Studio AI API');
    expect(document.info.description.split('\n')[0]).toMatch(/^API của Studio AI: chạy các studio/);
  });

  it('declares the API token scheme on exactly the public API’s operations', () => {
    expect(document.components.securitySchemes).toHaveProperty('apiToken');
    const publicOperations = new Set(
      server.routes
        .filter((route) => route.config?.publicApi)
        .flatMap((route) =>
          [route.method]
            .flat()
            .map((method) => `${String(method).toLowerCase()} ${openApiPath(route.url!)}`),
        )
        .filter((operation) => !operation.startsWith('head ')),
    );
    expect(publicOperations.size).toBe(7);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'apiToken' in scheme))
        .map(([method]) => `${method} ${path}`),
    );
    expect(new Set(documented)).toEqual(publicOperations);
    for (const operation of publicOperations) {
      const [method, path] = operation.split(' ');
      const documentedOperation = document.paths[path!]![method!]!;
      expect(documentedOperation.tags).toContain('public api');
      expect(documentedOperation.responses).toHaveProperty('429');
    }
  });

  it('gives POST /api/ai/{service} one example per studio, each one the studio accepts', () => {
    const examples =
      document.paths['/api/ai/{service}']!.post!.requestBody!.content['multipart/form-data']!
        .examples;
    expect(Object.keys(examples).sort()).toEqual(STUDIOS_IN_ORDER.map((s) => s.service).sort());
    for (const example of STUDIO_API_EXAMPLES) {
      const service = example.service as ServiceSlug;
      const required = STUDIOS[service].inputs.filter((input) => input.required);
      expect(Object.keys(example.files).sort(), service).toEqual(
        required.map((i) => i.field).sort(),
      );
      const checked = validateStudioParams(service, example.fields);
      expect(checked, service).toMatchObject({ ok: true });
    }
  });
});
