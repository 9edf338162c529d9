/**
 * How this browser installs the app (a prompt on browsers that offer one, instructions on
 * iPad/iOS: README.md, "Install" under Product decisions): its own prompt (beforeinstallprompt:
 * Chromium, Edge, Samsung), Safari on iPhone/iPad (Share -> Add to Home Screen: Apple offers no
 * prompt), or not at all.
 */
export type InstallMethod = 'prompt' | 'ios-share' | 'installed' | 'unavailable';

export interface InstallSignals {
  /** Running from the home screen / as an app window already. */
  standalone: boolean;
  /** The browser fired beforeinstallprompt and the event is kept. */
  hasPromptEvent: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

/** Other browsers on iOS name themselves; Safari does not. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\/|Zalo/i;

/** iPhone, iPod or iPad, including an iPad that asks for desktop sites (a "Mac" with touch). */
export function isAppleMobile({ userAgent, maxTouchPoints }: InstallSignals): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function installMethod(signals: InstallSignals): InstallMethod {
  if (signals.standalone) return 'installed';
  if (signals.hasPromptEvent) return 'prompt';
  if (
    isAppleMobile(signals) &&
    /Safari/.test(signals.userAgent) &&
    !NOT_SAFARI.test(signals.userAgent)
  )
    return 'ios-share';
  return 'unavailable';
}
