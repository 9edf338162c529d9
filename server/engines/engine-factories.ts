/**
 * How a studio makes its engines (docs/studios.md "Engines"): one factory per engine name that
 * AI_ENGINE_<SERVICE> may choose. Factories run at start, so a configuration no engine can
 * serve stops the process with a message that says what to change, never at the first job.
 */
import type { AiEngine, Config } from '../config';
import type { EngineLabel } from './engine';

/** What an engine may read of the configuration (the hosted engines' keys and hosts). */
export type EngineConfig = Pick<
  Config,
  | 'FAL_KEY'
  | 'FAL_BASE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_BASE_URL'
  | 'REPLICATE_PROTOCOL'
  | 'REPLICATE_TRYON_MODEL'
>;

export interface EngineContext {
  config: EngineConfig;
  /** The variable that chose the engine, for messages (AI_ENGINE_VIRTUAL_TRYON). */
  variable: string;
}

/** A studio's engines by name; a factory throws a StartupError when its keys are missing. */
export type EngineFactories<Engine extends EngineLabel> = Partial<
  Record<AiEngine, (context: EngineContext) => Engine>
>;

/** The local engine is an honest preview (its README says what it does well); hosted are not. */
export const QUALITY_OF_ENGINE: Record<AiEngine, EngineLabel['quality']> = {
  local: 'preview',
  fal: 'standard',
  replicate: 'standard',
};
