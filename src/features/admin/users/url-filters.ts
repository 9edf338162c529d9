/**
 * The users screen's filters in the URL query: read with their defaults, written without the
 * empty ones (a clean URL for 'no filter'), and the page as a 1-based number.
 */
import { ADMIN_PAGE_SIZE } from '../../../../common/contracts/admin';
import { PLAN_IDS, type PlanId } from '../../../../common/plans';

export type SetParams = (params: Record<string, string>) => void;

/** A known plan id, or '' for none (or one this build does not know). */
export const asPlanId = (value: string | null): PlanId | '' =>
  PLAN_IDS.find((plan) => plan === value) ?? '';

/** A plan id from the URL query. */
export const planParam = (params: URLSearchParams, name: string) => asPlanId(params.get(name));

/** The page's offset: `page` is 1-based; anything else is the first page. */
export function offsetParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page > 1 ? (page - 1) * ADMIN_PAGE_SIZE : 0;
}

/** The page number to write for an offset ('' for the first page, left out of the URL). */
export const pageFor = (offset: number) =>
  offset > 0 ? String(Math.floor(offset / ADMIN_PAGE_SIZE) + 1) : '';

/** Only the filled values: `{ email: '', plan: 'pro' }` becomes `{ plan: 'pro' }`. */
export function filled(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/** The plan filter's choices, each plan by its name (billing's texts). */
export const planChoices = (t: (key: string) => string) =>
  PLAN_IDS.map((plan) => ({ value: plan, label: t(`billing:plans.${plan}.name`) }));
