/**
 * Asks the browser to keep this site's storage (the offline library, history, the outbox)
 * under storage pressure (`navigator.storage.persist()`). Asked at moments the user has shown
 * they rely on the app — the app installed or started from the home screen, the first upload —
 * never on a first visit. Chromium decides silently; Firefox may ask the user.
 */
let asked: Promise<boolean> | null = null;

/** True when storage is (now) persistent; asks at most once per page load. */
export function requestPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      return (await storage.persisted()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return asked;
}
