/**
 * App-wide toasts (every outcome and error is announced with a toast:
 * docs/product-rules.md#how-errors-reach-the-user). Features call `toaster.create(...)` as with
 * Chakra's toaster; the store and the toasts' UI (Zag's toast machines, ~6 KB gzip) are downloaded
 * with the first toast, which then shows at once.
 */
import { useEffect } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { deferredComponent, useDeferredComponent } from '../lib/lazy/deferred-component';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

let store: CreateToasterReturn | null = null;
/** Toasts asked for before the store arrived, created as soon as it has. */
const waiting: ToastOptions[] = [];
const onWaiting = new Set<() => void>();

const toasterView = deferredComponent(async () => {
  const module = await import('./toaster-view');
  store = module.toastStore;
  for (const options of waiting.splice(0)) store.create(options);
  return module.ToasterView;
});

export const toaster = {
  create(options: ToastOptions): void {
    if (store) {
      store.create(options);
      return;
    }
    waiting.push(options);
    for (const listener of onWaiting) listener();
  },
  /** The same toast `delayMs` later (at once for 0), e.g. to let a page that just loaded settle. */
  createAfter(delayMs: number, options: ToastOptions): void {
    if (delayMs <= 0) toaster.create(options);
    else setTimeout(() => toaster.create(options), delayMs);
  },
  /** Whether a toast with this id is on screen or about to be. */
  isVisible(id: string): boolean {
    return store ? store.isVisible(id) : waiting.some((options) => options.id === id);
  },
};

export function Toaster() {
  const [ToasterView, load] = useDeferredComponent(toasterView);
  useEffect(() => {
    if (waiting.length > 0) load();
    onWaiting.add(load);
    return () => {
      onWaiting.delete(load);
    };
  }, [load]);
  return ToasterView ? <ToasterView /> : null;
}
