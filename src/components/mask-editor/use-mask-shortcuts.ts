/**
 * Keyboard shortcuts while the editor is open: Ctrl/Cmd+Z undo; Ctrl/Cmd+Shift+Z and Ctrl+Y
 * redo; [ and ] brush size; B paint; E erase; 0 zoom to fit; Escape cancel (which asks first
 * when strokes would be lost). Ignored while typing in a field.
 */
import { useEffect, useRef } from 'react';

export interface MaskShortcutActions {
  undo(): void;
  redo(): void;
  resizeBrush(direction: 1 | -1): void;
  paint(): void;
  erase(): void;
  fit(): void;
  cancel(): void;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/** The action a key press asks for, or null. */
function actionFor(event: KeyboardEvent, actions: MaskShortcutActions): (() => void) | null {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? actions.redo : actions.undo;
    if (key === 'y' && event.ctrlKey) return actions.redo;
    return null;
  }
  if (event.altKey) return null;
  const plain: Record<string, (() => void) | undefined> = {
    '[': () => actions.resizeBrush(-1),
    ']': () => actions.resizeBrush(1),
    b: actions.paint,
    e: actions.erase,
    '0': actions.fit,
    escape: actions.cancel,
  };
  return plain[key] ?? null;
}

export function useMaskShortcuts(actions: MaskShortcutActions): void {
  // The latest actions, without re-subscribing on every render.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Not skipped when defaultPrevented: a dialog around the editor marks Escape handled to
      // stay open, and the editor's Escape (cancel, asking first) is what should happen then.
      if (isTyping(event.target)) return;
      const action = actionFor(event, latest.current);
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
