/** The shared wizard machine with a studio of its own (a photo, a style), not try-on's. */
import { describe, expect, it } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import { wizardMachine } from '../../src/lib/generation/wizard-machine';

type Step = 'photo' | 'style' | 'generate' | 'result';
interface Choice {
  photo: string | null;
  style: string | null;
}

const machine = wizardMachine<Step, Choice>({
  steps: ['photo', 'style', 'generate', 'result'],
  empty: { photo: null, style: null },
  blockerFor: (choice, step) =>
    step === 'photo'
      ? null
      : !choice.photo
        ? 'photoFirst'
        : step !== 'style' && !choice.style
          ? 'styleFirst'
          : null,
});
const { reducer, initial } = machine;

const generation = (status: Generation['status']) => ({ id: 'gen-1', status }) as Generation;
const chosen = [
  { type: 'choose', choice: { photo: 'me.jpg' } },
  { type: 'continue' },
  { type: 'choose', choice: { style: 'bob' } },
  { type: 'continue' },
] as const;
const ready = () => chosen.reduce(reducer, initial);

describe('the shared wizard machine', () => {
  it('walks the studio’s steps and stops where its rule says', () => {
    expect(reducer(initial, { type: 'continue' })).toMatchObject({
      step: 'photo',
      validation: 'photoFirst',
    });
    expect(ready()).toMatchObject({ step: 'generate', photo: 'me.jpg', style: 'bob' });
  });

  it('submits once, shows the result on success and goes back to the review on failure', () => {
    const submitted = reducer(ready(), { type: 'submit', key: 'key-1' });
    expect(reducer(submitted, { type: 'submit', key: 'key-2' })).toBe(submitted);
    const done = reducer(submitted, { type: 'update', generation: generation('success') });
    expect(done).toMatchObject({ step: 'result', run: { status: 'succeeded' } });
    const failed = reducer(submitted, { type: 'update', generation: generation('failed') });
    expect(failed).toMatchObject({ step: 'generate', run: { status: 'failed' } });
  });

  it('makes the last run history when the choice changes', () => {
    const done = [
      { type: 'submit', key: 'key-1' } as const,
      { type: 'update', generation: generation('success') } as const,
    ].reduce(reducer, ready());
    const changed = reducer(
      { ...done, step: 'style' },
      { type: 'choose', choice: { style: 'pixie' } },
    );
    expect(changed.run).toEqual({ status: 'idle' });
    expect(machine.submitKey(changed, () => 'fresh')).toBe('fresh');
  });

  it('brings back the choice a reload found, on the generate step', () => {
    const resent = reducer(initial, {
      type: 'resend',
      key: 'key-9',
      photo: 'kept.jpg',
      style: 'bob',
    });
    expect(resent).toMatchObject({
      step: 'generate',
      photo: 'kept.jpg',
      style: 'bob',
      run: { status: 'submitting', key: 'key-9' },
    });
    const restored = reducer(initial, {
      type: 'restore',
      generation: generation('processing'),
      photo: 'kept.jpg',
      style: null,
    });
    expect(restored).toMatchObject({ step: 'generate', run: { status: 'running' } });
  });

  it('goes back to the first step when a lost run’s choice is incomplete', () => {
    const restored = reducer(initial, {
      type: 'restore',
      generation: generation('processing'),
      photo: null,
      style: null,
    });
    expect(reducer(restored, { type: 'lost' })).toMatchObject({
      step: 'photo',
      run: { status: 'idle' },
    });
  });

  it('refuses a wizard that does not end on generate and result', () => {
    expect(() =>
      wizardMachine({ steps: ['a', 'result'], empty: {}, blockerFor: () => null }),
    ).toThrow(/generate and result/);
  });
});
