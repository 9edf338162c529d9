/** The studio registry (common/studios/): its facts hold together, and its schemas match them. */
import { describe, expect, it } from 'vitest';
import { GENERATION_CREDIT_COST } from '../../common/credits';
import { LEGACY_STUDIO_PATHS, PATHS, SERVICE_SLUGS } from '../../common/routes';
import { describeFieldIssue, FIELD_ISSUE_CODES } from '../../common/studios/field-issues';
import { describeParams, enumOptions } from '../../common/studios/params';
import { validateStudioParams } from '../../common/studios/params-schema';
import { STUDIOS, STUDIOS_IN_ORDER } from '../../common/studios/studios';

const studios = STUDIOS_IN_ORDER;

describe('the studio registry', () => {
  it('has one entry per slug, each with its own path, and orders 1, 2, 3 …', () => {
    expect(studios.map((studio) => studio.service).sort()).toEqual([...SERVICE_SLUGS].sort());
    expect(new Set(studios.map((studio) => studio.path)).size).toBe(studios.length);
    expect(studios.map((studio) => studio.order)).toEqual(studios.map((_, index) => index + 1));
  });

  it('is what the paths and the costs read', () => {
    expect(PATHS.hairstyleChanger).toBe(STUDIOS['hairstyle-changer'].path);
    expect(LEGACY_STUDIO_PATHS.imageToVideo).toBe(STUDIOS['image-to-video'].legacyPath);
    for (const studio of studios) expect(GENERATION_CREDIT_COST[studio.service]).toBe(studio.cost);
  });

  it('keeps the costs: try-on, body and hairstyle 1, video 2, editing 1', () => {
    expect(GENERATION_CREDIT_COST).toEqual({
      'virtual-tryon': 1,
      'image-editing': 1,
      'image-to-video': 2,
      'body-generator': 1,
      'hairstyle-changer': 1,
    });
  });

  it('never names a parameter like an input field (a request carries both side by side)', () => {
    for (const studio of studios) {
      const inputFields = studio.inputs.flatMap(({ field }) => [
        field,
        `${field}_asset_id`,
        `${field}_sample_id`,
      ]);
      for (const name of Object.keys(studio.params)) expect(inputFields).not.toContain(name);
    }
  });

  it('names only its own parameters in its one-of groups', () => {
    for (const studio of studios) {
      for (const group of 'requiredOneOf' in studio ? studio.requiredOneOf : []) {
        for (const name of group) expect(Object.keys(studio.params)).toContain(name);
      }
    }
  });
});

describe('a studio’s parameters schema', () => {
  it('accepts every allowed value of every enum, and refuses others naming the field', () => {
    for (const studio of studios) {
      const base: Record<string, unknown> = {};
      for (const [name, param] of Object.entries(describeParams(studio.params))) {
        if (param.type === 'enum') base[name] = param.values[0];
        if (param.type === 'number' || param.type === 'integer') base[name] = param.min;
        if (param.type === 'text') base[name] = 'text';
      }
      for (const [name, values] of Object.entries(enumOptions(studio.params))) {
        for (const value of values) {
          const valid = validateStudioParams(studio.service, { ...base, [name]: value });
          expect(valid.ok, `${studio.service}.${name}=${value}`).toBe(true);
        }
        const invalid = validateStudioParams(studio.service, { ...base, [name]: 'nope' });
        expect(invalid).toEqual({
          ok: false,
          issues: { [name]: { code: 'not_allowed', values: [...values] } },
        });
      }
    }
  });

  it('reads multipart text as numbers, booleans and lists, and fills the defaults', () => {
    const parsed = validateStudioParams('image-to-video', {
      duration: 8,
      cfg_scale: '0.25',
      fixed_camera: 'true',
    });
    const edited = validateStudioParams('image-editing', { presets: 'enhance_quality,x' });

    expect(parsed).toEqual({
      ok: true,
      params: {
        duration: '8',
        cfg_scale: 0.25,
        fixed_camera: true,
        motion: 'natural',
        resolution: '480p',
        generate_audio: false,
      },
    });
    expect(edited).toMatchObject({ ok: false, issues: { presets: { code: 'not_allowed' } } });
  });

  it('takes a named colour or any #rrggbb for a colour, stored lower-cased', () => {
    const named = validateStudioParams('hairstyle-changer', { prompt: 'x', hair_color: 'copper' });
    const free = validateStudioParams('hairstyle-changer', { prompt: 'x', hair_color: '#A0522D' });
    const bad = ['#a0522', 'a0522d', 'teal'].map((hair_color) =>
      validateStudioParams('hairstyle-changer', { prompt: 'x', hair_color }),
    );

    expect(named).toMatchObject({ ok: true, params: { hair_color: 'copper' } });
    expect(free).toMatchObject({ ok: true, params: { hair_color: '#a0522d' } });
    for (const refused of bad) {
      expect(refused).toMatchObject({ ok: false, issues: { hair_color: { code: 'not_allowed' } } });
    }
  });

  it('names each bad field with its issue: required, range, length, type', () => {
    const body = validateStudioParams('body-generator', {
      gender: 'female',
      height_cm: '250',
      weight_kg: 'heavy',
      age: '30.5',
      body_type: 'slim',
      prompt: 'x'.repeat(501),
    });

    expect(body).toEqual({
      ok: false,
      issues: {
        height_cm: { code: 'too_big', max: 210 },
        weight_kg: { code: 'not_a_number' },
        age: { code: 'not_a_whole_number' },
        skin_tone: { code: 'required' },
        prompt: { code: 'too_long', max: 500 },
      },
    });
  });
});

describe('field issues', () => {
  it('has an English sentence naming the field for every code', () => {
    for (const code of FIELD_ISSUE_CODES) {
      expect(describeFieldIssue('height_cm', { code, min: 1, max: 2, values: ['a'] })).toMatch(
        code === 'one_of_required' ? /^Give / : /^height_cm /,
      );
    }
  });
});
