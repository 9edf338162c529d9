/** BMI and its categories (common/bmi.ts): the WHO's cut-offs and the lower Asian ones. */
import { describe, expect, it } from 'vitest';
import { bmiCategory, bodyMassIndex } from '../../common/bmi';

describe('bodyMassIndex', () => {
  it('is kg/m² to one decimal', () => {
    expect(bodyMassIndex(165, 58)).toBe(21.3);
    expect(bodyMassIndex(180, 100)).toBe(30.9);
  });
});

describe('bmiCategory', () => {
  it.each([
    [18.4, 'underweight', 'underweight'],
    [18.5, 'normal', 'normal'],
    [22.9, 'normal', 'normal'],
    [23, 'normal', 'overweight'],
    [24.9, 'normal', 'overweight'],
    [25, 'overweight', 'obese'],
    [29.9, 'overweight', 'obese'],
    [30, 'obese', 'obese'],
  ] as const)('puts %s in %s (WHO) and %s (Asian cut-offs)', (bmi, who, asian) => {
    expect(bmiCategory(bmi)).toBe(who);
    expect(bmiCategory(bmi, 'who')).toBe(who);
    expect(bmiCategory(bmi, 'asian')).toBe(asian);
  });
});
