/** Test data factories for generations and the dashboard (common/contracts/generations.ts). */
import type {
  DashboardStats,
  Generation,
  GenerationListResponse,
} from '../../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../../common/studios/studios';

let next = 1;

export function makeGeneration(overrides: Partial<Generation> = {}): Generation {
  const n = next++;
  const id = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  return {
    id,
    service: 'virtual-tryon',
    status: 'success',
    phase: null,
    engine: 'local',
    quality: 'preview',
    category: 'tops',
    credits_charged: 1,
    inputs: [],
    result_url: `/media/generations/${id}/result?sig=x`,
    result_thumbnail_url: `/media/generations/${id}/thumbnail?sig=x`,
    result_width: 768,
    result_height: 1024,
    watermarked: true,
    error_code: null,
    processing_ms: 1234,
    shared: false,
    share_url: null,
    created_at: new Date(Date.UTC(2026, 10, 1, 8, 0, n)).toISOString(),
    finished_at: new Date(Date.UTC(2026, 10, 1, 8, 1, n)).toISOString(),
    ...overrides,
  };
}

export function listOf(
  items: Generation[],
  next_cursor: string | null = null,
): GenerationListResponse {
  return { items, next_cursor, total: items.length };
}

/** A new user's dashboard: `per_service` counts every studio of the registry. */
export function makeDashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    credits: 5,
    total_generations: 0,
    completed: 0,
    processing: 0,
    failed: 0,
    assets: 0,
    per_service: Object.fromEntries(
      SERVICE_SLUGS.map((slug) => [slug, 0]),
    ) as DashboardStats['per_service'],
    ...overrides,
  };
}
