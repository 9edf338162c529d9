import { describe, expect, it } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import {
  INITIAL_WIZARD,
  VALIDATION,
  canVisit,
  submitKey,
  wizardReducer,
  type PickedImage,
  type WizardAction,
  type WizardState,
} from '../../src/features/try-on/try-on-machine';
import en from '../../src/locales/en/try-on.json' with { type: 'json' };
import vi from '../../src/locales/vi/try-on.json' with { type: 'json' };
import { makeGeneration } from './factories/generations';

function pick(key: string, category: PickedImage['category'] = null): PickedImage {
  return {
    key,
    source: { kind: 'sample', id: key },
    previewUrl: `/samples/${key}.jpg`,
    label: key,
    origin: 'sample',
    category,
  };
}

/** gen-1, queued: the run's generation before it has a result. */
const generation = (overrides: Partial<Generation> = {}) =>
  makeGeneration({
    id: 'gen-1',
    status: 'queued',
    phase: null,
    result_url: null,
    result_thumbnail_url: null,
    finished_at: null,
    ...overrides,
  });

const run = (...actions: WizardAction[]): WizardState =>
  actions.reduce(wizardReducer, INITIAL_WIZARD);

const withBoth = (): WizardState =>
  run(
    { type: 'pickModel', image: pick('model-a') },
    { type: 'continue' },
    { type: 'pickGarment', image: pick('dress-a', 'dresses') },
    { type: 'continue' },
  );

describe('try-on wizard: validation (docs/product-rules.md#generation-requests)', () => {
  it('refuses a garment before a model, with the spec text', () => {
    const state = run({ type: 'pickGarment', image: pick('dress-a', 'dresses') });
    expect(state.garment).toBeNull();
    expect(state.validation).toBe(VALIDATION.modelFirst);
  });

  it('does not open the garment step without a model', () => {
    const state = run({ type: 'continue' });
    expect(state.step).toBe('model');
    expect(state.validation).toBe(VALIDATION.modelFirst);
    expect(run({ type: 'goTo', step: 'garment' }).validation).toBe(VALIDATION.modelFirst);
  });

  it('does not open the generate step without both pictures', () => {
    const state = run(
      { type: 'pickModel', image: pick('model-a') },
      { type: 'continue' },
      { type: 'continue' },
    );
    expect(state.step).toBe('garment');
    expect(state.validation).toBe(VALIDATION.bothRequired);
  });

  it('refuses to submit without both pictures, and starts no run', () => {
    const state = run(
      { type: 'pickModel', image: pick('model-a') },
      { type: 'submit', key: 'key-12345' },
    );
    expect(state.run).toEqual({ status: 'idle' });
    expect(state.validation).toBe(VALIDATION.bothRequired);
  });

  it('clears the message once the user fixes the choice', () => {
    const state = run(
      { type: 'pickGarment', image: pick('dress-a') },
      { type: 'pickModel', image: pick('model-a') },
    );
    expect(state.validation).toBeNull();
  });

  it('has the spec texts in English and their Vietnamese translations', () => {
    expect(en.validation.modelFirst).toBe('Please select a model first before choosing a garment');
    expect(en.validation.bothRequired).toBe(
      'Please select both model and garment before generating.',
    );
    expect(vi.validation.modelFirst).not.toBe(en.validation.modelFirst);
    expect(vi.validation.bothRequired).not.toBe(en.validation.bothRequired);
  });
});

describe('try-on wizard: steps and actions', () => {
  it('walks model → garment → generate with continue, and back', () => {
    const state = withBoth();
    expect(state.step).toBe('generate');
    expect(
      run({ type: 'pickModel', image: pick('m') }, { type: 'continue' }, { type: 'back' }).step,
    ).toBe('model');
  });

  it('takes the garment category from a sample garment', () => {
    expect(withBoth().category).toBe('dresses');
  });

  it('shows the result only after a success', () => {
    const state = withBoth();
    expect(canVisit(state, 'result')).toBe(false);
    expect(wizardReducer(state, { type: 'goTo', step: 'result' }).step).toBe('generate');
  });

  it('moves to the result when the generation succeeds, and stays on generate when it fails', () => {
    const started = wizardReducer(withBoth(), { type: 'submit', key: 'key-12345' });
    const running = wizardReducer(started, {
      type: 'update',
      generation: generation({ status: 'processing', phase: 'generating' }),
    });
    expect(running.run.status).toBe('running');
    const done = wizardReducer(running, {
      type: 'update',
      generation: generation({ status: 'success', result_url: '/r.png' }),
    });
    expect(done.step).toBe('result');
    expect(done.run.status).toBe('succeeded');
    const failed = wizardReducer(running, {
      type: 'update',
      generation: generation({ status: 'failed', error_code: 'no_person_detected' }),
    });
    expect(failed.step).toBe('generate');
    expect(failed.run.status).toBe('failed');
  });

  it('keeps the model and returns to the garments on "reuse the step 1 image"', () => {
    const done = [
      { type: 'submit', key: 'key-12345' } as const,
      { type: 'update', generation: generation({ status: 'success' }) } as const,
      { type: 'reuseModel' } as const,
    ].reduce(wizardReducer, withBoth());
    expect(done.step).toBe('garment');
    expect(done.model?.key).toBe('model-a');
    expect(done.garment).toBeNull();
    expect(done.run).toEqual({ status: 'idle' });
  });

  it('goes back to the review when the generation can no longer be followed', () => {
    const busy = wizardReducer(withBoth(), { type: 'submit', key: 'key-12345' });
    const lost = wizardReducer(busy, { type: 'lost' });
    expect(lost.step).toBe('generate');
    expect(lost.run).toEqual({ status: 'idle' });
    expect(lost.garment?.key).toBe('dress-a');
  });

  it('starts over from nothing', () => {
    expect(wizardReducer(withBoth(), { type: 'startOver' })).toEqual(INITIAL_WIZARD);
  });

  it('ignores choices and navigation while a generation runs', () => {
    const busy = wizardReducer(withBoth(), { type: 'submit', key: 'key-12345' });
    expect(wizardReducer(busy, { type: 'pickModel', image: pick('other') })).toBe(busy);
    expect(wizardReducer(busy, { type: 'startOver' })).toBe(busy);
    expect(wizardReducer(busy, { type: 'back' })).toBe(busy);
  });
});

describe('try-on wizard: one Idempotency-Key per intent', () => {
  const fresh = () => 'fresh-key-0001';

  it('sends the same key again when the submit failed before a generation existed', () => {
    const failed = [
      { type: 'submit', key: 'first-key-001' } as const,
      { type: 'submitFailed', error: new Error('offline') } as const,
    ].reduce(wizardReducer, withBoth());
    expect(failed.run.status).toBe('submit-failed');
    expect(submitKey(failed, fresh)).toBe('first-key-001');
  });

  it('makes a new key once the choice changed', () => {
    const failed = [
      { type: 'submit', key: 'first-key-001' } as const,
      { type: 'submitFailed', error: new Error('offline') } as const,
      { type: 'setCategory', category: 'tops' } as const,
    ].reduce(wizardReducer, withBoth());
    expect(submitKey(failed, fresh)).toBe('fresh-key-0001');
  });

  it('makes a new key for "generate again" after a success', () => {
    const done = [
      { type: 'submit', key: 'first-key-001' } as const,
      { type: 'update', generation: generation({ status: 'success' }) } as const,
    ].reduce(wizardReducer, withBoth());
    expect(submitKey(done, fresh)).toBe('fresh-key-0001');
  });

  it('ignores a second submit while the first is on its way (a double click)', () => {
    const once = wizardReducer(withBoth(), { type: 'submit', key: 'first-key-001' });
    const twice = wizardReducer(once, { type: 'submit', key: 'second-key-01' });
    expect(twice.run).toEqual({ status: 'submitting', key: 'first-key-001' });
  });
});

describe('try-on wizard: a request queued offline (docs/architecture.md#the-outbox)', () => {
  const fresh = () => 'fresh-key-0001';
  const queued = () =>
    [
      { type: 'submit', key: 'first-key-001' } as const,
      { type: 'queued', entryId: 'entry-1' } as const,
    ].reduce(wizardReducer, withBoth());

  it('keeps the key while queued and holds the choices still', () => {
    const state = queued();
    expect(state.run).toEqual({ status: 'queued', key: 'first-key-001', entryId: 'entry-1' });
    expect(wizardReducer(state, { type: 'pickModel', image: pick('other') })).toBe(state);
    expect(wizardReducer(state, { type: 'submit', key: 'second-key-01' })).toBe(state);
  });

  it('follows the generation the outbox created', () => {
    const sent = wizardReducer(queued(), { type: 'update', generation: generation() });
    expect(sent.run.status).toBe('running');
  });

  it('goes back to the review when the queued request is cancelled', () => {
    const cancelled = wizardReducer(queued(), { type: 'unqueued' });
    expect(cancelled.run).toEqual({ status: 'idle' });
    expect(cancelled.step).toBe('generate');
  });

  it('retries a refusal with the same key, unless the server refused the key itself', () => {
    const refused = (keepKey: boolean) =>
      wizardReducer(queued(), {
        type: 'queueFailed',
        error: new Error('402'),
        keepKey,
        entryId: 'entry-1',
      });
    expect(refused(true).run).toMatchObject({ status: 'submit-failed', entryId: 'entry-1' });
    expect(submitKey(refused(true), fresh)).toBe('first-key-001');
    expect(submitKey(refused(false), fresh)).toBe('fresh-key-0001');
  });
});

describe('try-on wizard: after a reload (docs/architecture.md#the-outbox)', () => {
  const picks = {
    model: pick('model-a'),
    garment: pick('dress-a', 'dresses'),
    category: 'dresses' as const,
  };

  it('sends a request left unanswered again with its key, its picks on the generate step', () => {
    const resent = run({ type: 'resend', key: 'pending-key-01', ...picks } as const);
    expect(resent).toMatchObject({ ...picks, step: 'generate', validation: null });
    expect(resent.run).toEqual({ status: 'submitting', key: 'pending-key-01' });
    // The outbox keeps it (then queued, with Cancel) or sends it (then followed).
    expect(wizardReducer(resent, { type: 'queued', entryId: 'entry-9' }).run).toEqual({
      status: 'queued',
      key: 'pending-key-01',
      entryId: 'entry-9',
    });
    expect(wizardReducer(resent, { type: 'update', generation: generation() }).run.status).toBe(
      'running',
    );
  });

  it('shows a request kept in the outbox as queued, with the same picks', () => {
    const restored = run({
      type: 'restoreQueued',
      key: 'queued-key-01',
      entryId: 'entry-3',
      ...picks,
    } as const);
    expect(restored).toMatchObject({ ...picks, step: 'generate' });
    expect(restored.run).toEqual({ status: 'queued', key: 'queued-key-01', entryId: 'entry-3' });
  });
});
