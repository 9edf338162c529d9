/**
 * Device classification, exactly as docs/product-rules.md#device-type says: a phone agent or a
 * width under 768 px is mobile (unless it is a tablet); 768 to under 1024 px or a tablet agent is a
 * tablet; iPads at 1024 px or wider still count as tablets; everything else is a desktop.
 */

/** Widths in CSS pixels (docs/product-rules.md#breakpoints). */
export const BREAKPOINTS_PX = { tablet: 768, desktop: 1024 } as const;
/**
 * Resize events are debounced by this much before the device is classified again
 * (docs/product-rules.md#breakpoints).
 */
export const DEVICE_RESIZE_DEBOUNCE_MS = 150;

export const DEVICE_TYPES = { mobile: 'mobile', tablet: 'tablet', desktop: 'desktop' } as const;
export type DeviceType = (typeof DEVICE_TYPES)[keyof typeof DEVICE_TYPES];

/** The product's "Device info" entity (docs/product-rules.md#device-info). */
export interface DeviceInfo {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  screenWidth: number;
  screenHeight: number;
  deviceType: DeviceType;
  hasTouch: boolean;
}

export interface DeviceSignals {
  userAgent: string;
  width: number;
  height: number;
  /** navigator.maxTouchPoints; iPadOS reports a Mac agent but has touch points. */
  maxTouchPoints: number;
}

const TABLET_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Tab\b/i;
const PHONE_AGENT =
  /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobile Safari|webOS/i;

/** An iPad in desktop mode says "Macintosh" but, unlike a Mac, has touch points. */
function isIPadDesktopMode({ userAgent, maxTouchPoints }: DeviceSignals): boolean {
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function isTabletAgent(signals: DeviceSignals): boolean {
  const { userAgent } = signals;
  // Android tablets drop "Mobile" from their agent; Android phones keep it.
  const androidTablet = /Android/i.test(userAgent) && !/Mobile/i.test(userAgent);
  return TABLET_AGENT.test(userAgent) || androidTablet || isIPadDesktopMode(signals);
}

export function isPhoneAgent({ userAgent }: DeviceSignals): boolean {
  return PHONE_AGENT.test(userAgent);
}

export function classifyDevice(signals: DeviceSignals): DeviceType {
  const { width } = signals;
  if (isTabletAgent(signals)) return DEVICE_TYPES.tablet;
  if (isPhoneAgent(signals) || width < BREAKPOINTS_PX.tablet) return DEVICE_TYPES.mobile;
  if (width < BREAKPOINTS_PX.desktop) return DEVICE_TYPES.tablet;
  return DEVICE_TYPES.desktop;
}

export function describeDevice(signals: DeviceSignals): DeviceInfo {
  const deviceType = classifyDevice(signals);
  return {
    deviceType,
    isMobile: deviceType === DEVICE_TYPES.mobile,
    isTablet: deviceType === DEVICE_TYPES.tablet,
    isDesktop: deviceType === DEVICE_TYPES.desktop,
    screenWidth: signals.width,
    screenHeight: signals.height,
    hasTouch: signals.maxTouchPoints > 0,
  };
}
