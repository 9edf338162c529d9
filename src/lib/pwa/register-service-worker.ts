/**
 * Registers the service worker with prompt-to-update (docs/architecture.md#updates,
 * docs/style.md#worker-bridge): a new version waits until the user accepts it, and is never
 * applied while there is unsaved work.
 */
import { registerSW } from 'virtual:pwa-register';
import { atom, appStore } from '../state';
import { hasUnsavedWork } from './unsaved-work';

export type ServiceWorkerState = {
  registered: boolean;
  offlineReady: boolean;
  updateWaiting: boolean;
  error?: string;
};

export const serviceWorkerAtom = atom<ServiceWorkerState>({
  registered: false,
  offlineReady: false,
  updateWaiting: false,
});

let applyWaitingUpdate: ((reload?: boolean) => Promise<void>) | undefined;

function patch(state: Partial<ServiceWorkerState>): void {
  appStore.set(serviceWorkerAtom, { ...appStore.get(serviceWorkerAtom), ...state });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  applyWaitingUpdate = registerSW({
    // After the page's load event: installing (and precaching) never competes with the first view.
    immediate: false,
    onRegisteredSW: () => patch({ registered: true }),
    onOfflineReady: () => patch({ offlineReady: true }),
    onNeedRefresh: () => patch({ updateWaiting: true }),
    onRegisterError: (error: unknown) => patch({ error: String(error) }),
  });
}

/**
 * Activates the waiting version and reloads. Returns false, doing nothing, while unsaved work
 * is open: the caller tells the user to finish it first.
 */
export async function applyUpdate(): Promise<boolean> {
  if (!applyWaitingUpdate || hasUnsavedWork()) return false;
  await applyWaitingUpdate(true);
  return true;
}

/** Hides the prompt for this visit; the update stays waiting for the next start. */
export function dismissUpdate(): void {
  patch({ updateWaiting: false });
}
