/**
 * How a generation's status, phase and failure read and look
 * (docs/product-rules.md#generation-record, docs/product-rules.md#generation,
 * docs/product-rules.md#generation-failures).
 */
import {
  GENERATION_ERROR_CODES,
  GENERATION_PHASES,
  type Generation,
  type GenerationErrorCode,
  type GenerationPhase,
  type GenerationService,
  type GenerationStatus,
} from '../../../common/contracts/generations';
import { STUDIO_ICONS, type StudioIcon } from '../studio-icons';

export const STATUS_PALETTE: Record<GenerationStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  success: 'green',
  failed: 'red',
};

/** Each studio's icon, for cards and filters. */
export const SERVICE_ICONS: Record<GenerationService, StudioIcon> = STUDIO_ICONS;

/** i18n key (namespace `generation`) of a failure's message; unknown codes get a generic one. */
export function errorMessageKey(code: string | null | undefined): string {
  return code && (GENERATION_ERROR_CODES as readonly string[]).includes(code)
    ? `errors.${code as GenerationErrorCode}`
    : 'errors.unknown';
}

/** 0-based position among the four phases; -1 while queued. */
export function phaseIndex(generation: Pick<Generation, 'status' | 'phase'>): number {
  if (generation.status === 'success') return GENERATION_PHASES.length;
  if (generation.status === 'queued' || !generation.phase) return -1;
  return GENERATION_PHASES.indexOf(generation.phase);
}

export type PhaseState = 'done' | 'current' | 'upcoming';

export function phaseStates(
  generation: Pick<Generation, 'status' | 'phase'>,
): { phase: GenerationPhase; state: PhaseState }[] {
  const current = phaseIndex(generation);
  return GENERATION_PHASES.map((phase, index) => ({
    phase,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/** A processing time as seconds with one decimal under a minute, else m:ss. */
export function formatDuration(ms: number, locale: string): string {
  const seconds = ms / 1000;
  if (seconds < 60) return seconds.toLocaleString(locale, { maximumFractionDigits: 1 });
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** An elapsed clock, m:ss. */
export function formatClock(ms: number): string {
  const whole = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function formatDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** i18n key (namespace `generation`) of an engine's name; an unknown engine shows its id. */
export const engineKey = (engine: string) => `engines.${engine}`;
