/**
 * The tour's keyboard (docs/product-rules.md#shared-screens-and-dialogs): Esc exits; Right arrow,
 * Enter or Space go next; Left arrow goes back; keys are ignored while the user types.
 */

export type TutorialKeyAction = 'next' | 'previous' | 'exit';

/** The parts of a KeyboardEvent the mapping reads (a plain object in tests). */
export interface TutorialKeyEvent {
  key: string;
  target: EventTarget | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Controls that Enter or Space already activate: pressing "Previous" must not also go next. */
const ACTIVATABLE_TAGS = new Set(['BUTTON', 'A', 'SUMMARY']);
const ACTIVATABLE_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'checkbox', 'switch']);

function asElement(target: EventTarget | null): ElementLike {
  return (target ?? {}) as ElementLike;
}

/** An input, text area, select or contenteditable region has the keyboard. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const element = asElement(target);
  return TYPING_TAGS.has(element.tagName ?? '') || element.isContentEditable === true;
}

function isActivatable(target: EventTarget | null): boolean {
  const element = asElement(target);
  const role = element.getAttribute?.('role') ?? '';
  return ACTIVATABLE_TAGS.has(element.tagName ?? '') || ACTIVATABLE_ROLES.has(role);
}

/** The tour action a key press asks for, or null when the tour must leave the key alone. */
export function tutorialKeyAction(event: TutorialKeyEvent): TutorialKeyAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case 'Escape':
      return 'exit';
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Enter':
    case ' ':
      return isActivatable(event.target) ? null : 'next';
    default:
      return null;
  }
}
