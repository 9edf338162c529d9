/**
 * Reads a session's user agent well enough to say "Chrome 126 on Windows" in its list: the
 * browsers and in-app browsers people in Vietnam sign in with, the operating system and the
 * kind of device. A few ordered patterns, no library: a wrong guess only mislabels a row.
 */
import { isPhoneAgent, isTabletAgent } from '../../../common/device';

export type DeviceKind = 'phone' | 'tablet' | 'desktop' | 'unknown';

export interface ReadableAgent {
  /** With its major version when the agent gives one, e.g. "Chrome 126"; null if unknown. */
  browser: string | null;
  /** e.g. "Android 14", "iOS 17", "Windows"; null if unknown. */
  os: string | null;
  device: DeviceKind;
}

/**
 * First match wins, so the order matters: in-app browsers and Chromium's derivatives name
 * Chrome and Safari in their agents too, and Chrome names Safari.
 */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Zalo', /\bZalo(?:App|Theme)?\/?(\d+)?/i],
  ['Facebook', /\bFB(?:AN|AV|_IAB)\b\/?(\d+)?/],
  ['Instagram', /\bInstagram (\d+)/],
  ['Cốc Cốc', /\bcoc_coc_browser\/(\d+)/i],
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//],
];

function browserOf(agent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

function osOf(agent: string): string | null {
  const apple = /\b(iPhone|iPad|iPod)\b.*? OS (\d+)_/.exec(agent);
  if (apple) return `${apple[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${apple[2]}`;
  const android = /\bAndroid (\d+)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(agent)) return 'Android';
  if (/\bWindows Phone\b/.test(agent)) return 'Windows Phone';
  // Windows 11 still says "Windows NT 10.0", and macOS froze at "10_15_7": no versions there.
  if (/\bWindows\b/.test(agent)) return 'Windows';
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(agent)) return 'macOS';
  if (/\bLinux\b/.test(agent)) return 'Linux';
  return null;
}

function deviceOf(agent: string, os: string | null): DeviceKind {
  // The device rules of common/device.ts, without the screen (the server has none).
  const signals = { userAgent: agent, width: 0, height: 0, maxTouchPoints: 0 };
  if (isTabletAgent(signals)) return 'tablet';
  if (isPhoneAgent(signals)) return 'phone';
  if (os === 'Windows' || os === 'macOS' || os === 'Linux' || os === 'ChromeOS') return 'desktop';
  return 'unknown';
}

export function readUserAgent(agent: string | null): ReadableAgent {
  if (!agent) return { browser: null, os: null, device: 'unknown' };
  const os = osOf(agent);
  return { browser: browserOf(agent), os, device: deviceOf(agent, os) };
}
