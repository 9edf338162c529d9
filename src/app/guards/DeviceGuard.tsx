/**
 * Route element: studio, dashboard and admin pages need a tablet or a desktop
 * (docs/product-rules.md#screen-size).
 */
import { Outlet } from 'react-router-dom';
import { DeviceGate } from '../../components/device-gate/DeviceGate';

export function DeviceGuard() {
  return (
    <DeviceGate>
      <Outlet />
    </DeviceGate>
  );
}
