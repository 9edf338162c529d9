/**
 * A result's save button (to the asset library, as a body model): saving, then saved for good,
 * with a toast that says so, or why not (the button is offered again then).
 */
import { useState } from 'react';
import { toaster } from '../toaster';

export type SaveState = 'idle' | 'saving' | 'saved';

export function useSaveAction(
  save: () => Promise<unknown>,
  titles: { saved: string; failed: string },
) {
  const [state, setState] = useState<SaveState>('idle');
  const run = async () => {
    setState('saving');
    try {
      await save();
      setState('saved');
      toaster.create({ type: 'success', title: titles.saved });
    } catch (error) {
      setState('idle');
      toaster.create({
        type: 'error',
        title: titles.failed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return { state, save: () => void run() };
}
