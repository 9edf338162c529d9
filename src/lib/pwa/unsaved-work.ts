/**
 * A registry of unsaved work (mask strokes, a half-filled form). An app update waits while any
 * is registered: an update never reloads a page with unsaved work (docs/architecture.md#updates).
 */
import { useEffect } from 'react';
import { atom, appStore } from '../state';

export const unsavedWorkAtom = atom<ReadonlySet<string>>(new Set<string>());

export function hasUnsavedWork(): boolean {
  return appStore.get(unsavedWorkAtom).size > 0;
}

function setUnsaved(key: string, dirty: boolean): void {
  const current = appStore.get(unsavedWorkAtom);
  if (current.has(key) === dirty) return;
  const next = new Set(current);
  if (dirty) next.add(key);
  else next.delete(key);
  appStore.set(unsavedWorkAtom, next);
}

/** Marks `key` as unsaved while `dirty` is true and the component is mounted. */
export function useUnsavedWork(key: string, dirty: boolean): void {
  useEffect(() => {
    setUnsaved(key, dirty);
    return () => setUnsaved(key, false);
  }, [key, dirty]);
}
