/**
 * The AI engines a studio can run on, as the server's configuration, the admin Engines page and
 * the results' quality badge name them (docs/engines.md).
 */
export const AI_ENGINES = ['local', 'fal', 'replicate'] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

/** The quality labels a result may carry: the local engine's honest preview, or a hosted model's. */
export const ENGINE_QUALITIES = ['preview', 'standard'] as const;
export type EngineQuality = (typeof ENGINE_QUALITIES)[number];

/** How the replicate engine talks: Replicate's hosted API, or one Cog container of our own. */
export const REPLICATE_PROTOCOLS = ['hosted', 'cog'] as const;
export type ReplicateProtocol = (typeof REPLICATE_PROTOCOLS)[number];
