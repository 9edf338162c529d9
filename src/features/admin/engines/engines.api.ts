/** The Engines page's calls (common/contracts/engine-settings.ts). */
import type {
  ConnectionTestResponse,
  EngineSettingsResponse,
  EngineSettingUpdate,
  EngineSettingView,
} from '../../../../common/contracts/engine-settings';
import { apiRequest } from '../../../lib/api/client';

const path = (service: string) => `/api/admin/engines/${encodeURIComponent(service)}`;

export const enginesApi = {
  list: (signal?: AbortSignal) =>
    apiRequest<EngineSettingsResponse>('/api/admin/engines', { signal }),
  save: (service: string, update: EngineSettingUpdate) =>
    apiRequest<EngineSettingView>(path(service), { method: 'PUT', body: update }),
  test: (service: string, update: EngineSettingUpdate) =>
    apiRequest<ConnectionTestResponse>(`${path(service)}/test`, { body: update }),
};
