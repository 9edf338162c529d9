/** The body generator's proportions (server/engines/local/body/body-figure.ts, body-params.ts). */
import { describe, expect, it } from 'vitest';
import { bodyFigure, sectionHalfWidth } from '../../server/engines/local/body/body-figure';
import {
  bodyMassIndex,
  bodyParamProblems,
  type BodyParams,
} from '../../server/engines/local/body/body-params';

const woman = (overrides: Partial<BodyParams> = {}): BodyParams => ({
  gender: 'female',
  heightCm: 163,
  weightKg: 55,
  skinTone: '#d9a57e',
  ...overrides,
});

describe('body parameters', () => {
  it('computes the BMI to one decimal', () => {
    expect(bodyMassIndex(163, 55)).toBe(20.7);
    expect(bodyMassIndex(184, 82)).toBe(24.2);
  });

  it('names each parameter out of range or malformed', () => {
    expect(bodyParamProblems(woman())).toEqual([]);
    expect(bodyParamProblems(woman({ heightCm: 120, waistCm: 300, skinTone: 'tan' }))).toEqual([
      'heightCm',
      'waistCm',
      'skinTone',
    ]);
  });
});

describe('body figure', () => {
  it('draws a measured waist in proportion to its girth', () => {
    const narrow = bodyFigure(woman({ waistCm: 60 })).half.waist;
    const wide = bodyFigure(woman({ waistCm: 90 })).half.waist;
    expect(wide / narrow).toBeCloseTo(1.5, 6);
    expect(narrow).toBeCloseTo(sectionHalfWidth(60, 1.3), 6);
  });

  it('keeps measured girths as given and estimates the others', () => {
    const figure = bodyFigure(woman({ hipsCm: 104 }));
    expect(figure.girths.hipsCm).toBe(104);
    expect(figure.girths.waistCm).toBeGreaterThan(60);
    expect(figure.girths.waistCm).toBeLessThan(75);
  });

  it('widens the waist faster than the chest as weight goes up', () => {
    const light = bodyFigure(woman({ weightKg: 50 })).girths;
    const heavy = bodyFigure(woman({ weightKg: 80 })).girths;
    expect(heavy.waistCm / light.waistCm).toBeGreaterThan(heavy.chestCm / light.chestCm);
    expect(heavy.chestCm).toBeGreaterThan(light.chestCm);
  });

  it('gives a curvy body wider hips than an average one of the same height and weight', () => {
    const average = bodyFigure(woman()).half.hips;
    expect(bodyFigure(woman({ bodyType: 'curvy' })).half.hips).toBeGreaterThan(average * 1.05);
  });

  it('keeps the shoulders outside the chest', () => {
    const figure = bodyFigure(woman({ chestCm: 130 }));
    expect(figure.half.shoulder).toBeGreaterThanOrEqual(figure.half.chest + 1.5);
  });
});
