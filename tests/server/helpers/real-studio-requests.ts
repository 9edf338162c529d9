/**
 * The body generator's and the hairstyle changer's requests as the PWA sends them (multipart:
 * the parameters and the photos), for the studios of real-studios.ts. Try-on's richer requests
 * are in generations.ts.
 */
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../test-app';
import { postStudio } from './test-studios';

/** A complete, valid set of body parameters, as form fields. */
export const BODY_FIELDS = {
  gender: 'female',
  height_cm: '165',
  weight_kg: '58',
  age: '29',
  body_type: 'average',
  skin_tone: 'tone-05',
} as const;

/** A template and a colour, as form fields. */
export const HAIR_FIELDS = { hairstyle: 'modern-bob', hair_color: 'copper' } as const;

/** POST /api/ai/body-generator as multipart, with a new Idempotency-Key unless one is given. */
export function postBody(
  server: TestApp,
  token: string,
  fields: Record<string, string> = BODY_FIELDS,
  face?: Uint8Array,
  key: string = randomUUID(),
) {
  return postStudio(server, token, 'body-generator', { fields, files: face ? { face } : {} }, key);
}

/** POST /api/ai/hairstyle-changer as multipart, with a new Idempotency-Key unless one is given. */
export function postHair(
  server: TestApp,
  token: string,
  {
    fields = HAIR_FIELDS,
    image,
    mask,
  }: {
    fields?: Record<string, string>;
    image?: Uint8Array;
    mask?: Uint8Array;
  },
  key: string = randomUUID(),
) {
  const files = { ...(image && { image }), ...(mask && { mask }) };
  return postStudio(server, token, 'hairstyle-changer', { fields, files }, key);
}
