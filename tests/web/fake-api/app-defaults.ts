/**
 * The calls the app shell makes in the background on most pages, answered as a fresh server
 * would, for a test that opts in with installFakeApi({ appDefaults: true }) and routes only what
 * it is about (its later routes win). Plain routes, so this module needs nothing of fake-api.ts,
 * which imports it.
 */
import { makeClientConfig } from '../factories/client-config';
import { makeDashboardStats } from '../factories/generations';
import { makeStudioCatalog } from '../factories/studios';

export const APP_DEFAULT_ROUTES = [
  { method: 'GET', pattern: '/api/config', handler: () => makeClientConfig() },
  { method: 'GET', pattern: '/api/studios', handler: () => makeStudioCatalog() },
  { method: 'GET', pattern: '/api/dashboard', handler: () => makeDashboardStats() },
  { method: 'GET', pattern: '/api/community', handler: () => ({ items: [] }) },
] as const;
