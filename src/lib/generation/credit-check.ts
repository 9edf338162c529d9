/**
 * The credits check before a generation (docs/product-rules.md "Credits check"): enough, or the
 * balance, cost and shortage with the studios the balance still pays for.
 */
import { GENERATION_CREDIT_COST } from '../../../common/credits';
import { SERVICE_SLUGS, type ServiceSlug } from '../../../common/routes';

export type CreditCheck =
  | { ok: true; cost: number; balance: number }
  | {
      ok: false;
      cost: number;
      balance: number;
      shortage: number;
      /** Other services the balance still pays for, cheapest first. */
      alternatives: { service: ServiceSlug; cost: number }[];
    };

export function checkCredits(service: ServiceSlug, balance: number): CreditCheck {
  const cost = GENERATION_CREDIT_COST[service];
  if (balance >= cost) return { ok: true, cost, balance };
  const alternatives = SERVICE_SLUGS.filter(
    (other) => other !== service && GENERATION_CREDIT_COST[other] <= balance,
  )
    .map((other) => ({ service: other, cost: GENERATION_CREDIT_COST[other] }))
    .sort((a, b) => a.cost - b.cost);
  return { ok: false, cost, balance, shortage: cost - balance, alternatives };
}
