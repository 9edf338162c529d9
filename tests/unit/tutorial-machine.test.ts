import { describe, expect, it } from 'vitest';
import {
  INITIAL_TUTORIAL_STATE,
  isTutorialOpen,
  tutorialReducer,
  type TutorialEvent,
  type TutorialState,
} from '../../src/components/tutorial/tutorial-machine';

const THREE_STEPS = [{}, { autoNext: 3 }, {}];

function run(events: TutorialEvent[], steps = THREE_STEPS, from = INITIAL_TUTORIAL_STATE) {
  return events.reduce<TutorialState>((state, event) => tutorialReducer(state, event, steps), from);
}

const SHOWING_FIRST: TutorialEvent[] = [
  { type: 'start' },
  { type: 'startDelayElapsed' },
  { type: 'targetFound' },
];

describe('tutorial state machine (docs/product-rules.md#tutorial)', () => {
  it('goes inactive -> starting -> locating the first step -> showing it', () => {
    const starting = run([{ type: 'start' }]);
    expect(starting.status).toBe('starting');
    const locating = run([{ type: 'startDelayElapsed' }], THREE_STEPS, starting);
    expect(locating).toMatchObject({ status: 'locating', index: 0 });
    expect(run([{ type: 'targetFound' }], THREE_STEPS, locating)).toMatchObject({
      status: 'showing',
      index: 0,
      countdown: null,
    });
  });

  it('does not start a tour without steps', () => {
    expect(run([{ type: 'start' }], [])).toBe(INITIAL_TUTORIAL_STATE);
  });

  it('moves next and previous through locating, remembering the direction', () => {
    const second = run([...SHOWING_FIRST, { type: 'next' }]);
    expect(second).toMatchObject({ status: 'locating', index: 1, direction: 1 });
    const backToFirst = run([{ type: 'targetFound' }, { type: 'previous' }], THREE_STEPS, second);
    expect(backToFirst).toMatchObject({ status: 'locating', index: 0, direction: -1 });
  });

  it('ignores previous on the first step and invalid goTo targets', () => {
    const first = run(SHOWING_FIRST);
    expect(tutorialReducer(first, { type: 'previous' }, THREE_STEPS)).toBe(first);
    expect(tutorialReducer(first, { type: 'goTo', index: 3 }, THREE_STEPS)).toBe(first);
    expect(tutorialReducer(first, { type: 'goTo', index: 0 }, THREE_STEPS)).toBe(first);
  });

  it('goes to any step, backwards or forwards', () => {
    const third = run([...SHOWING_FIRST, { type: 'goTo', index: 2 }]);
    expect(third).toMatchObject({ status: 'locating', index: 2, direction: 1 });
    const back = run([{ type: 'targetFound' }, { type: 'goTo', index: 1 }], THREE_STEPS, third);
    expect(back).toMatchObject({ index: 1, direction: -1 });
  });

  it('closes as finished after next on the last step, then ends after the close delay', () => {
    const last = run([...SHOWING_FIRST, { type: 'goTo', index: 2 }, { type: 'targetFound' }]);
    const closing = run([{ type: 'next' }], THREE_STEPS, last);
    expect(closing).toMatchObject({ status: 'closing', end: 'finished' });
    expect(run([{ type: 'closeElapsed' }], THREE_STEPS, closing).status).toBe('finished');
  });

  it('closes as skipped from starting, locating or showing', () => {
    for (const events of [
      [{ type: 'start' }],
      [{ type: 'start' }, { type: 'startDelayElapsed' }],
      SHOWING_FIRST,
    ] as TutorialEvent[][]) {
      const closing = run([...events, { type: 'skip' }]);
      expect(closing).toMatchObject({ status: 'closing', end: 'skipped' });
      expect(run([{ type: 'closeElapsed' }], THREE_STEPS, closing).status).toBe('skipped');
    }
  });

  it('counts an autoNext step down and moves on when it reaches zero', () => {
    const second = run([...SHOWING_FIRST, { type: 'next' }, { type: 'targetFound' }]);
    expect(second.countdown).toBe(3);
    expect(run([{ type: 'tick' }], THREE_STEPS, second).countdown).toBe(2);
    const moved = run([{ type: 'tick' }, { type: 'tick' }, { type: 'tick' }], THREE_STEPS, second);
    expect(moved).toMatchObject({ status: 'locating', index: 2 });
  });

  it('ignores ticks on a step without autoNext', () => {
    const first = run(SHOWING_FIRST);
    expect(tutorialReducer(first, { type: 'tick' }, THREE_STEPS)).toBe(first);
  });

  it('passes a step whose target never appears in the direction of travel', () => {
    const locatingSecond = run([...SHOWING_FIRST, { type: 'next' }]);
    expect(run([{ type: 'targetMissing' }], THREE_STEPS, locatingSecond)).toMatchObject({
      status: 'locating',
      index: 2,
    });
    const backwards = run(
      [{ type: 'goTo', index: 1 }, { type: 'targetMissing' }],
      THREE_STEPS,
      run([...SHOWING_FIRST, { type: 'goTo', index: 2 }, { type: 'targetFound' }]),
    );
    expect(backwards).toMatchObject({ status: 'locating', index: 0, direction: -1 });
  });

  it('finishes when the last step in the travel direction has no target', () => {
    const locatingLast = run([...SHOWING_FIRST, { type: 'goTo', index: 2 }]);
    expect(run([{ type: 'targetMissing' }], THREE_STEPS, locatingLast)).toMatchObject({
      status: 'closing',
      end: 'finished',
    });
  });

  it('can start again after it ended', () => {
    const ended = run([...SHOWING_FIRST, { type: 'skip' }, { type: 'closeElapsed' }]);
    expect(run([{ type: 'start' }], THREE_STEPS, ended)).toMatchObject({
      status: 'starting',
      index: 0,
      end: null,
    });
  });

  it('is open from starting until the close animation ends', () => {
    expect(isTutorialOpen(INITIAL_TUTORIAL_STATE)).toBe(false);
    expect(isTutorialOpen(run([{ type: 'start' }]))).toBe(true);
    expect(isTutorialOpen(run([...SHOWING_FIRST, { type: 'skip' }]))).toBe(true);
    expect(
      isTutorialOpen(run([...SHOWING_FIRST, { type: 'skip' }, { type: 'closeElapsed' }])),
    ).toBe(false);
  });
});
