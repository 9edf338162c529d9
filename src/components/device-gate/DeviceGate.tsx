/**
 * Shows the restriction screen instead of its children on a phone
 * (docs/product-rules.md#screen-size).
 */
import type { ReactNode } from 'react';
import { useDeviceInfo } from '../../lib/device/use-device-info';
import { DeviceRestriction } from './DeviceRestriction';

export function DeviceGate({ children }: { children: ReactNode }) {
  const device = useDeviceInfo();
  return device.isMobile ? <DeviceRestriction device={device} /> : children;
}
