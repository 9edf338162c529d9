/**
 * /dev-tools, /test and /test-google-auth exist only where the server says so (`devTools` in
 * GET /api/config: its dev tools are on and this browser is on its machine, docs/dev-tools.md);
 * anywhere else, or when the answer cannot be had, they are the not-found screen.
 */
import { lazy, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { loadClientConfig } from '../../lib/config/client-config';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

type Access = 'checking' | 'allowed' | 'hidden';

export function DevToolsGate() {
  const [access, setAccess] = useState<Access>('checking');
  useEffect(() => {
    let live = true;
    loadClientConfig().then(
      (config) => live && setAccess(config.devTools ? 'allowed' : 'hidden'),
      () => live && setAccess('hidden'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (access === 'checking') return null;
  return access === 'allowed' ? <Outlet /> : <NotFoundPage />;
}
