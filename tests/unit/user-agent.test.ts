import { describe, expect, it } from 'vitest';
import { readUserAgent } from '../../src/features/profile/user-agent';

/** Agents as real browsers send them. */
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
  cocCoc:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/123.0.222 Chrome/117.0.5938.222 Safari/537.36',
  zaloAndroid:
    'Mozilla/5.0 (Linux; Android 12; CPH2239) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.80 Mobile Safari/537.36 Zalo android/12100674 ZaloTheme/light ZaloLanguage/vn',
  facebookIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.38.109;FBBV/588113393;FBDV/iPhone15,2]',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('readUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome 126', 'Windows', 'desktop'],
    ['edgeWindows', 'Edge 125', 'Windows', 'desktop'],
    ['safariMac', 'Safari 17', 'macOS', 'desktop'],
    ['firefoxLinux', 'Firefox 127', 'Linux', 'desktop'],
    ['chromebook', 'Chrome 126', 'ChromeOS', 'desktop'],
    ['operaWindows', 'Opera 110', 'Windows', 'desktop'],
    ['safariIphone', 'Safari 17', 'iOS 17', 'phone'],
    ['chromeIphone', 'Chrome 126', 'iOS 17', 'phone'],
    ['safariIpad', 'Safari 16', 'iPadOS 16', 'tablet'],
    ['chromeAndroid', 'Chrome 126', 'Android 14', 'phone'],
    ['samsungTablet', 'Samsung Internet 25', 'Android 13', 'tablet'],
  ] as const)('reads %s as %s on %s (%s)', (name, browser, os, device) => {
    expect(readUserAgent(AGENTS[name])).toEqual({ browser, os, device });
  });

  it('names the browsers built on Chrome, not Chrome', () => {
    expect(readUserAgent(AGENTS.cocCoc).browser).toBe('Cốc Cốc 123');
  });

  it('names in-app browsers by their app', () => {
    expect(readUserAgent(AGENTS.zaloAndroid)).toEqual({
      browser: 'Zalo',
      os: 'Android 12',
      device: 'phone',
    });
    expect(readUserAgent(AGENTS.facebookIphone)).toEqual({
      browser: 'Facebook',
      os: 'iOS 17',
      device: 'phone',
    });
  });

  it('says nothing it cannot read', () => {
    expect(readUserAgent(null)).toEqual({ browser: null, os: null, device: 'unknown' });
    expect(readUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, device: 'unknown' });
  });
});
