/**
 * The current device class, re-evaluated on resize (debounced, docs/product-rules.md#breakpoints)
 * and on orientation change (docs/product-rules.md#device-type).
 */
import { useEffect, useState } from 'react';
import { DEVICE_RESIZE_DEBOUNCE_MS, describeDevice, type DeviceInfo } from '../../../common/device';

export function readDeviceInfo(): DeviceInfo {
  return describeDevice({
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    height: window.innerHeight,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}

export function useDeviceInfo(): DeviceInfo {
  const [info, setInfo] = useState(readDeviceInfo);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setInfo(readDeviceInfo());
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEVICE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', update);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', update);
    };
  }, []);

  return info;
}
