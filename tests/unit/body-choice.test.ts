/**
 * The body generator's choice (src/features/body-generator/body-choice.ts, body-request.ts):
 * typed numbers read and checked against the studio's ranges, the BMI once both are valid, and
 * the choice as a request and back.
 */
import { describe, expect, it } from 'vitest';
import {
  bmiOf,
  EMPTY_BODY,
  measureProblem,
  parametersComplete,
  parseMeasure,
  type BodyChoice,
} from '../../src/features/body-generator/body-choice';
import { BODY_RUN } from '../../src/features/body-generator/body-request';

const body: BodyChoice = {
  ...EMPTY_BODY,
  gender: 'male',
  height: '181,5',
  weight: '77',
  age: '41',
  bodyType: 'mesomorph',
  skinTone: 'tone-07',
};

describe('a typed measure', () => {
  it('reads a comma as the decimal point, and nothing else as a number', () => {
    expect(parseMeasure(' 58,5 ')).toBe(58.5);
    expect(parseMeasure('165')).toBe(165);
    expect(parseMeasure('1e2')).toBeNull();
    expect(parseMeasure('-60')).toBeNull();
  });

  it('is checked against the studio’s range, both ends included', () => {
    expect(measureProblem('height', '140')).toBeNull();
    expect(measureProblem('height', '210')).toBeNull();
    expect(measureProblem('height', '139.9')).toBe('out_of_range');
    expect(measureProblem('weight', '')).toBe('missing');
    expect(measureProblem('age', '30.5')).toBe('not_whole');
    expect(measureProblem('age', 'old')).toBe('not_a_number');
  });
});

describe('the body choice', () => {
  it('is complete with every parameter given and valid', () => {
    expect(parametersComplete(body)).toBe(true);
    expect(parametersComplete({ ...body, skinTone: null })).toBe(false);
    expect(parametersComplete({ ...body, age: '12' })).toBe(false);
  });

  it('has a BMI once height and weight are valid', () => {
    expect(bmiOf(body)).toEqual({ value: 23.4, who: 'normal', asian: 'overweight' });
    expect(bmiOf({ ...body, weight: '' })).toBeNull();
  });

  it('becomes the request the registry describes, and comes back from it', () => {
    const request = BODY_RUN.requestOf({ ...body, prompt: '  in a suit ' });
    expect(request.params).toEqual({
      gender: 'male',
      height_cm: 181.5,
      weight_kg: 77,
      age: 41,
      body_type: 'mesomorph',
      skin_tone: 'tone-07',
      aspect_ratio: '3:4',
      prompt: 'in a suit',
    });
    expect(request.picks).toEqual({ face: null });
    const back = BODY_RUN.choiceOf({
      picks: {},
      params: request.params as Record<string, unknown>,
    });
    expect(back).toEqual({ ...body, height: '181.5', prompt: 'in a suit' });
  });
});
