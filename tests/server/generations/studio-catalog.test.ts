/**
 * GET /api/studios and the refusals of POST /api/ai/:service on a server as shipped: try-on is
 * the only studio with a module, the four others are in the registry but take nothing yet.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hairColourOptionSchema,
  hairstyleTemplateOptionSchema,
  studiosResponseSchema,
} from '../../../common/contracts/studios';
import { GARMENT_CATEGORIES } from '../../../common/studios/virtual-tryon';
import { STUDIOS, STUDIOS_IN_ORDER } from '../../../common/studios/studios';
import { STUDIO_MODULES } from '../../../server/studios/studio-modules';
import { makeJpeg } from '../helpers/assets';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  postTryOn,
  SAMPLE_TRYON,
  sampleGarment,
  sampleModel,
  signedInUserWithCredits,
} from '../helpers/generations';
import { postStudio, validParams } from '../helpers/test-studios';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const getStudios = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/studios', headers });

describe('GET /api/studios', () => {
  it('lists every studio of the registry in its order, without signing in', async () => {
    const response = await getStudios();

    expect(response.statusCode).toBe(200);
    const { studios } = studiosResponseSchema.parse(response.json());
    expect(studios.map((studio) => studio.service)).toEqual(
      STUDIOS_IN_ORDER.map((studio) => studio.service),
    );
    for (const studio of studios) {
      expect(studio).toMatchObject({
        path: STUDIOS[studio.service].path,
        cost: STUDIOS[studio.service].cost,
      });
    }
  });

  it('says which studios take generations here, and on which engine', async () => {
    const { studios } = studiosResponseSchema.parse((await getStudios()).json());

    const withModule = new Set<string>(STUDIO_MODULES.map((module) => module.service));
    expect(withModule).toContain('virtual-tryon');
    for (const studio of studios) {
      expect(studio, studio.service).toMatchObject(
        withModule.has(studio.service)
          ? { available: true, engine: 'local', quality: 'preview' }
          : { available: false, engine: null, quality: null },
      );
    }
  });

  it('describes each parameter, and lists the allowed values of each enum as options', async () => {
    const { studios } = studiosResponseSchema.parse((await getStudios()).json());
    const tryOn = studios.find((studio) => studio.service === 'virtual-tryon')!;

    expect(tryOn.params).toEqual({
      category: { type: 'enum', values: [...GARMENT_CATEGORIES], required: true },
    });
    expect(tryOn.options).toEqual({ category: [...GARMENT_CATEGORIES] });
    expect(tryOn.inputs).toEqual([
      { field: 'model', role: 'person_image', required: true, samples: 'model' },
      { field: 'garment', role: 'clothing_item', required: true, samples: 'garment' },
    ]);
  });

  it('lists the hairstyle templates and colours with their names in both languages', async () => {
    const { studios } = studiosResponseSchema.parse((await getStudios()).json());
    const hair = studios.find((studio) => studio.service === 'hairstyle-changer')!;

    const templates = z.array(hairstyleTemplateOptionSchema).parse(hair.options.templates);
    const colors = z.array(hairColourOptionSchema).parse(hair.options.colors);
    expect(templates.map((template) => template.id)).toEqual(hair.params.hairstyle?.values);
    expect(templates.filter((template) => template.gender === 'female')).toHaveLength(10);
    expect(templates.find((template) => template.id === 'hime-cut')).toEqual({
      id: 'hime-cut',
      gender: 'female',
      category: 'long',
      names: { vi: 'Tóc công chúa (hime)', en: 'Hime cut' },
      descriptions: {
        vi: expect.stringContaining('Mái bằng'),
        en: expect.stringContaining('bangs'),
      },
      preview: '/hairstyles/hime-cut.webp',
    });
    expect(colors.map((colour) => colour.id)).toEqual(hair.params.hair_color?.values);
    expect(colors[0]).toEqual({ id: 'black', hex: '#1b1a19', names: { vi: 'Đen', en: 'Black' } });
    expect(hair.params.hair_color).toMatchObject({ type: 'colour', required: false });
  });

  it('is cacheable: public Cache-Control, an ETag, and 304 for a client that holds it', async () => {
    const first = await getStudios();
    const etag = first.headers.etag as string;

    const again = await getStudios({ 'if-none-match': etag });
    const changed = await getStudios({ 'if-none-match': 'W/"something-else"' });

    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(changed.statusCode).toBe(200);
  });
});

describe('POST /api/ai/:service refusals', () => {
  it('refuses a studio without an engine module with 501 studio_not_available, charging nothing', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const { studios } = studiosResponseSchema.parse((await getStudios()).json());
    const key = randomUUID();

    for (const studio of studios.filter((other) => !other.available)) {
      const files = Object.fromEntries(
        await Promise.all(studio.inputs.map(async (input) => [input.field, await makeJpeg()])),
      );
      const response = await postStudio(
        server,
        token,
        studio.service,
        { fields: validParams(studio), files },
        key,
      );
      expect(response.statusCode, studio.service).toBe(501);
      expect(response.json()).toMatchObject({ code: 'studio_not_available' });
    }

    expect(await balanceOf(server, user.id)).toBe(3);
    expect(await ledgerOf(server, user.id)).toHaveLength(1);
    expect(await generationCount(server, user.id)).toBe(0);
    // The refusals kept no claim on the key: it still makes a generation.
    expect((await postTryOn(server, token, SAMPLE_TRYON, key)).statusCode).toBe(202);
  });

  it('answers 404 for a studio the registry does not know', async () => {
    const { token } = await signedInUserWithCredits(server, 3);

    const response = await postStudio(server, token, 'face-swap', {});

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('names each bad field, as English text and as a code the app can say in Vietnamese', async () => {
    const { token } = await signedInUserWithCredits(server, 3);

    const badCategory = await postTryOn(server, token, { ...SAMPLE_TRYON, category: 'all' });
    const noGarment = await postTryOn(server, token, { model: sampleModel, category: 'tops' });
    const noCategory = await postTryOn(server, token, {
      model: sampleModel,
      garment: sampleGarment,
    });

    expect(badCategory.json()).toEqual({
      code: 'validation_failed',
      detail: 'The request is not valid',
      fields: { category: 'category must be one of: dresses, tops, bottoms, outerwear.' },
      field_issues: { category: { code: 'not_allowed', values: [...GARMENT_CATEGORIES] } },
    });
    expect(noGarment.json()).toMatchObject({
      code: 'missing_inputs',
      detail: 'Please select both model and garment before generating.',
      fields: { garment: 'garment is required.' },
      field_issues: { garment: { code: 'required' } },
    });
    expect(noCategory.json()).toMatchObject({ field_issues: { category: { code: 'required' } } });
  });
});
