import { describe, expect, it } from 'vitest';
import {
  paramText,
  paramsFromFields,
  studioRequestParts,
} from '../../src/lib/generation/studio-request';

const photo = () => new Blob([new Uint8Array([255, 216, 255, 224])], { type: 'image/jpeg' });

describe('a studio request as the form POST /api/ai/<service> reads', () => {
  it('sends each parameter as text and leaves out what is not set', () => {
    const parts = studioRequestParts('body-generator', {
      inputs: { face: { kind: 'file', blob: photo(), name: 'me.jpg' } },
      params: {
        gender: 'female',
        height_cm: 165,
        weight_kg: 55.5,
        age: 30,
        body_type: 'slim',
        skin_tone: 'tone-03',
        aspect_ratio: undefined,
        prompt: '   ',
      },
    });
    expect(parts.fields).toEqual({
      gender: 'female',
      height_cm: '165',
      weight_kg: '55.5',
      age: '30',
      body_type: 'slim',
      skin_tone: 'tone-03',
    });
    expect(parts.files.map(({ field, name }) => ({ field, name }))).toEqual([
      { field: 'face', name: 'me.jpg' },
    ]);
  });

  it('names an asset or a sample by its input field, and skips an input not chosen', () => {
    const parts = studioRequestParts('image-editing', {
      inputs: { image: { kind: 'asset', id: 'asset-1' }, mask: null },
      params: { presets: ['enhance_quality', 'remove_background'], strength: 0.5 },
    });
    expect(parts).toEqual({
      fields: {
        presets: 'enhance_quality,remove_background',
        strength: '0.5',
        image_asset_id: 'asset-1',
      },
      files: [],
    });
    const tryOn = studioRequestParts('virtual-tryon', {
      inputs: { model: { kind: 'sample', id: 'model-linh' }, garment: { kind: 'sample', id: 'g' } },
      params: { category: 'tops' },
    });
    expect(tryOn.fields).toEqual({
      category: 'tops',
      model_sample_id: 'model-linh',
      garment_sample_id: 'g',
    });
  });

  it('writes booleans and empty lists as the server reads them', () => {
    expect(paramText(false)).toBe('false');
    expect(paramText([])).toBeUndefined();
    expect(paramText(null)).toBeUndefined();
  });

  it('reads a kept request’s text fields back as typed parameters, by the registry', () => {
    const fields = studioRequestParts('image-to-video', {
      inputs: {},
      params: { motion: 'subtle', cfg_scale: 0.25, fixed_camera: true, duration: '8' },
    }).fields;
    expect(paramsFromFields('image-to-video', { ...fields, image_sample_id: 'x' })).toEqual({
      motion: 'subtle',
      cfg_scale: 0.25,
      fixed_camera: true,
      duration: '8',
    });
    expect(paramsFromFields('image-editing', { presets: 'a,b' })).toEqual({ presets: ['a', 'b'] });
  });
});
