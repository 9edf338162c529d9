/**
 * The one home of Jotai (docs/style.md#layers, after excalidraw's app-jotai.ts): features declare
 * their atoms with these re-exports, so the state library can be swapped or instrumented in one
 * place.
 */
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  Provider as StateProvider,
  createStore,
} from 'jotai';
export type { PrimitiveAtom, WritableAtom, Atom } from 'jotai';
export { atomWithStorage, RESET } from 'jotai/utils';

import { createStore as createJotaiStore } from 'jotai';

/**
 * The app's one store. Code outside React (service-worker callbacks, the API client) reads
 * and writes atoms through it; <StateProvider store={appStore}> hands it to components.
 */
export const appStore = createJotaiStore();
