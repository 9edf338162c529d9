import { describe, expect, it } from 'vitest';
import {
  tutorialKeyAction,
  type TutorialKeyEvent,
} from '../../src/components/tutorial/tutorial-keys';

/** A plain object standing in for the element that has focus. */
const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({
    tagName,
    isContentEditable: false,
    getAttribute: () => null,
    ...extra,
  }) as unknown as EventTarget;

const press = (
  key: string,
  target: EventTarget | null = element('DIV'),
  extra: Partial<TutorialKeyEvent> = {},
) => tutorialKeyAction({ key, target, ...extra });

describe('tutorial keys (docs/product-rules.md#shared-screens-and-dialogs)', () => {
  it('goes next with Right arrow, Enter and Space', () => {
    expect(press('ArrowRight')).toBe('next');
    expect(press('Enter')).toBe('next');
    expect(press(' ')).toBe('next');
  });

  it('goes back with Left arrow and exits with Escape', () => {
    expect(press('ArrowLeft')).toBe('previous');
    expect(press('Escape')).toBe('exit');
  });

  it('ignores other keys', () => {
    expect(press('a')).toBeNull();
    expect(press('ArrowUp')).toBeNull();
    expect(press('Tab')).toBeNull();
  });

  it('ignores every key while the user types in an input, text area, select or editable region', () => {
    for (const target of [
      element('INPUT'),
      element('TEXTAREA'),
      element('SELECT'),
      element('DIV', { isContentEditable: true }),
    ]) {
      for (const key of ['ArrowRight', 'ArrowLeft', 'Enter', ' ', 'Escape'])
        expect(press(key, target)).toBeNull();
    }
  });

  it('leaves Enter and Space to a focused button, so "Previous" is not also "next"', () => {
    expect(press('Enter', element('BUTTON'))).toBeNull();
    expect(press(' ', element('A'))).toBeNull();
    expect(press('Enter', element('DIV', { getAttribute: () => 'button' }))).toBeNull();
    expect(press('ArrowRight', element('BUTTON'))).toBe('next');
  });

  it('ignores shortcuts with modifiers, composition and handled events', () => {
    expect(press('ArrowRight', element('DIV'), { altKey: true })).toBeNull();
    expect(press('ArrowLeft', element('DIV'), { metaKey: true })).toBeNull();
    expect(press('Enter', element('DIV'), { ctrlKey: true })).toBeNull();
    expect(press('Enter', element('DIV'), { isComposing: true })).toBeNull();
    expect(press('ArrowRight', element('DIV'), { defaultPrevented: true })).toBeNull();
  });

  it('works when nothing has focus', () => {
    expect(press('ArrowRight', null)).toBe('next');
  });
});
