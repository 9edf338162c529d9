/**
 * The install offer: keeps the browser's beforeinstallprompt event for the moment the user
 * asks (the install card), knows how this browser installs (./install-method.ts), and asks for
 * persistent storage once the app is installed or started from the home screen.
 */
import { atom, appStore } from '../state';
import { installMethod, type InstallMethod } from './install-method';
import { requestPersistentStorage } from './persistent-storage';

/** Chromium's event (not in the DOM typings): prompt() once, then read the user's choice. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installMethodAtom = atom<InstallMethod>('unavailable');

let promptEvent: BeforeInstallPromptEvent | null = null;

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function update(): void {
  appStore.set(
    installMethodAtom,
    installMethod({
      standalone: isStandalone(),
      hasPromptEvent: promptEvent !== null,
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
    }),
  );
}

/** Called once at start, before the browser fires beforeinstallprompt (it fires early). */
export function listenForInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our card offers it where it fits (the studio); the browser's own banner stays quiet.
    event.preventDefault();
    promptEvent = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    promptEvent = null;
    update();
    void requestPersistentStorage();
  });
  update();
  // Started from the home screen: the user relies on the app, keep its offline data.
  if (isStandalone()) void requestPersistentStorage();
}

/** Shows the browser's install dialog; 'unavailable' when the browser offers none now. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = promptEvent;
  if (!event) return 'unavailable';
  promptEvent = null; // an event prompts once
  await event.prompt();
  const { outcome } = await event.userChoice;
  update();
  return outcome;
}
