import { describe, expect, it } from 'vitest';
import { classifyDevice, describeDevice, type DeviceSignals } from '../../common/device';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

function signals(userAgent: string, width: number, maxTouchPoints = 0): DeviceSignals {
  return { userAgent, width, height: 800, maxTouchPoints };
}

describe('classifyDevice (docs/product-rules.md#device-type)', () => {
  it('treats a phone agent as mobile whatever its width', () => {
    expect(classifyDevice(signals(AGENTS.iphone, 375, 5))).toBe('mobile');
    expect(classifyDevice(signals(AGENTS.androidPhone, 915, 5))).toBe('mobile');
  });

  it('treats any window narrower than 768px as mobile', () => {
    expect(classifyDevice(signals(AGENTS.windows, 767))).toBe('mobile');
  });

  it('treats 768 to 1023px as a tablet', () => {
    expect(classifyDevice(signals(AGENTS.windows, 768))).toBe('tablet');
    expect(classifyDevice(signals(AGENTS.windows, 1023))).toBe('tablet');
  });

  it('treats 1024px and wider as a desktop', () => {
    expect(classifyDevice(signals(AGENTS.windows, 1024))).toBe('desktop');
    expect(classifyDevice(signals(AGENTS.mac, 1440))).toBe('desktop');
  });

  it('keeps a tablet agent a tablet below 768px (not mobile)', () => {
    expect(classifyDevice(signals(AGENTS.androidTablet, 700, 5))).toBe('tablet');
    expect(classifyDevice(signals(AGENTS.ipad, 744, 5))).toBe('tablet');
  });

  it('counts iPads at 1024px or wider as tablets', () => {
    expect(classifyDevice(signals(AGENTS.ipad, 1024, 5))).toBe('tablet');
    expect(classifyDevice(signals(AGENTS.ipad, 1366, 5))).toBe('tablet');
  });

  it('recognises an iPad in desktop mode by its touch points', () => {
    expect(classifyDevice(signals(AGENTS.mac, 1180, 5))).toBe('tablet');
    expect(classifyDevice(signals(AGENTS.mac, 1180, 0))).toBe('desktop');
  });
});

describe('describeDevice', () => {
  it('fills the spec device-info fields consistently', () => {
    const info = describeDevice({
      userAgent: AGENTS.iphone,
      width: 375,
      height: 812,
      maxTouchPoints: 5,
    });
    expect(info).toEqual({
      deviceType: 'mobile',
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      screenWidth: 375,
      screenHeight: 812,
      hasTouch: true,
    });
  });
});
