/**
 * The run the try-on studio follows, kept on the device for its user: try-on's handle on the
 * shared saved runs (src/lib/generation/saved-runs.ts), which read the older `studio-tryon-v1`
 * too. Its picks are `model` and `garment`, its parameter `category`.
 */
import { savedRunsOf } from '../../lib/generation/saved-runs';

export const tryOnSession = savedRunsOf('virtual-tryon');
