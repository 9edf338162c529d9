/**
 * The hairstyle changer's wizard and request (src/features/hairstyle-changer): the photo comes
 * first, a style is a template or a description, a new photo drops a mask painted on the old
 * one, "try another colour" keeps the photo and the style, and the choice becomes the request
 * the server reads (and comes back from a kept one).
 */
import { describe, expect, it } from 'vitest';
import {
  hairReducer,
  INITIAL_HAIR,
  type HairState,
} from '../../src/features/hairstyle-changer/hair-machine';
import { HAIR_RUN } from '../../src/features/hairstyle-changer/hair-request';
import type { PickedImage } from '../../src/lib/generation/picked-image';

const pick = (key: string): PickedImage => ({
  key,
  source: { kind: 'asset', id: key },
  previewUrl: `blob:${key}`,
  label: key,
  origin: 'asset',
});

const run = (state: HairState, ...actions: Parameters<typeof hairReducer>[1][]) =>
  actions.reduce(hairReducer, state);

describe('the hairstyle wizard', () => {
  it('asks for the photo before the style', () => {
    const state = run(INITIAL_HAIR, { type: 'continue' });

    expect(state).toMatchObject({ step: 'photo', validation: 'validation.photoFirst' });
  });

  it('asks for both the image and a hairstyle before generating', () => {
    const state = run(
      INITIAL_HAIR,
      { type: 'pickPhoto', photo: pick('me') },
      { type: 'continue' },
      { type: 'continue' },
    );

    expect(state).toMatchObject({ step: 'style', validation: 'validation.bothRequired' });
    expect(HAIR_RUN.canGenerate(state)).toBe(false);
  });

  it('takes a template, or in custom mode a description it then requires', () => {
    const withPhoto = run(INITIAL_HAIR, { type: 'pickPhoto', photo: pick('me') });
    const template = run(withPhoto, { type: 'setChoice', choice: { hairstyle: 'pixie-cut' } });
    const custom = run(withPhoto, { type: 'setChoice', choice: { mode: 'custom' } });
    const described = run(custom, { type: 'setChoice', choice: { prompt: 'A wolf cut' } });

    expect(HAIR_RUN.canGenerate(template)).toBe(true);
    expect(run(custom, { type: 'goTo', step: 'generate' }).validation).toBe(
      'validation.promptRequired',
    );
    expect(run(described, { type: 'goTo', step: 'generate' })).toMatchObject({
      step: 'generate',
      validation: null,
    });
  });

  it('drops the painted mask when the photo changes', () => {
    const state = run(
      INITIAL_HAIR,
      { type: 'pickPhoto', photo: pick('me') },
      { type: 'setChoice', choice: { mask: pick('mask') } },
      { type: 'pickPhoto', photo: pick('other') },
    );

    expect(state).toMatchObject({ photo: { key: 'other' }, mask: null });
  });

  it('goes back to the colours with the same photo and style after a result', () => {
    const succeeded: HairState = {
      ...run(
        INITIAL_HAIR,
        { type: 'pickPhoto', photo: pick('me') },
        { type: 'setChoice', choice: { hairstyle: 'mullet', colour: 'blue' } },
      ),
      step: 'result',
      run: { status: 'succeeded', generation: {} as never },
    };

    expect(run(succeeded, { type: 'anotherColour' })).toMatchObject({
      step: 'generate',
      run: { status: 'idle' },
      photo: { key: 'me' },
      hairstyle: 'mullet',
      colour: 'blue',
    });
  });
});

describe('the hairstyle request', () => {
  it('sends the template, the trimmed description and the colour, and the mask by field', () => {
    const state = run(
      INITIAL_HAIR,
      { type: 'pickPhoto', photo: pick('me') },
      {
        type: 'setChoice',
        choice: { hairstyle: 'hime-cut', prompt: '  a soft fringe ', colour: '#a0522d' },
      },
      { type: 'setChoice', choice: { mask: pick('mask') } },
    );

    const request = HAIR_RUN.requestOf(state);

    expect(request.params).toEqual({
      hairstyle: 'hime-cut',
      prompt: 'a soft fringe',
      hair_color: '#a0522d',
    });
    expect(Object.keys(request.picks)).toEqual(['image', 'mask']);
    expect(HAIR_RUN.choiceOf({ picks: request.picks, params: request.params })).toMatchObject({
      mode: 'template',
      hairstyle: 'hime-cut',
      gender: 'female',
      prompt: 'a soft fringe',
      colour: '#a0522d',
      mask: { key: 'mask' },
    });
  });

  it('sends no template in custom mode, and no colour to keep the hair’s own', () => {
    const state = run(
      INITIAL_HAIR,
      { type: 'pickPhoto', photo: pick('me') },
      { type: 'setChoice', choice: { hairstyle: 'mullet', mode: 'custom', prompt: 'A bob' } },
    );

    const { params } = HAIR_RUN.requestOf(state);

    expect(params).toEqual({ hairstyle: null, prompt: 'A bob', hair_color: null });
    expect(HAIR_RUN.choiceOf({ picks: {}, params: { prompt: 'A bob' } })).toMatchObject({
      mode: 'custom',
      prompt: 'A bob',
    });
  });
});
