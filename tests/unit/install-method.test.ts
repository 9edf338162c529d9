import { describe, expect, it } from 'vitest';
import { installMethod, type InstallSignals } from '../../src/lib/pwa/install-method';

const AGENTS = {
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  /** iPadOS asks for desktop sites by default: it says Macintosh, but has a touch screen. */
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

function signals(overrides: Partial<InstallSignals>): InstallSignals {
  return {
    standalone: false,
    hasPromptEvent: false,
    userAgent: AGENTS.firefoxDesktop,
    maxTouchPoints: 0,
    ...overrides,
  };
}

describe('installMethod (a prompt where offered, instructions on iPad/iOS)', () => {
  it('offers the browser prompt once beforeinstallprompt was kept', () => {
    expect(installMethod(signals({ hasPromptEvent: true, userAgent: AGENTS.androidChrome }))).toBe(
      'prompt',
    );
  });

  it('shows the Share steps in Safari on iPad, iPhone and an iPad in desktop mode', () => {
    expect(installMethod(signals({ userAgent: AGENTS.ipadSafari, maxTouchPoints: 5 }))).toBe(
      'ios-share',
    );
    expect(installMethod(signals({ userAgent: AGENTS.iphoneSafari, maxTouchPoints: 5 }))).toBe(
      'ios-share',
    );
    expect(installMethod(signals({ userAgent: AGENTS.ipadDesktopMode, maxTouchPoints: 5 }))).toBe(
      'ios-share',
    );
  });

  it('offers nothing on a Mac (no touch) or in another browser on iOS', () => {
    expect(installMethod(signals({ userAgent: AGENTS.ipadDesktopMode, maxTouchPoints: 0 }))).toBe(
      'unavailable',
    );
    expect(installMethod(signals({ userAgent: AGENTS.iphoneChrome, maxTouchPoints: 5 }))).toBe(
      'unavailable',
    );
    expect(installMethod(signals({}))).toBe('unavailable');
  });

  it('offers nothing once the app runs installed', () => {
    expect(
      installMethod(
        signals({ standalone: true, hasPromptEvent: true, userAgent: AGENTS.ipadSafari }),
      ),
    ).toBe('installed');
  });
});
