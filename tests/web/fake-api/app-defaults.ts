/**
 * The calls the app shell makes in the background on most pages, answered as a fresh server
 * would, for a test that opts in with installFakeApi({ appDefaults: true }) and routes only what
 * it is about (its later routes win).
 */
import { makeClientConfig } from '../factories/client-config';
import { makeDashboardStats } from '../factories/generations';
import { makeStudioCatalog } from '../factories/studios';
import type { FakeApi } from './fake-api';

export function routeAppDefaults(api: FakeApi): void {
  api
    .on('GET', '/api/config', () => makeClientConfig())
    .on('GET', '/api/studios', () => makeStudioCatalog())
    .on('GET', '/api/dashboard', () => makeDashboardStats())
    .on('GET', '/api/community', () => ({ items: [] }));
}
