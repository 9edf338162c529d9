/** A plan's feature keys as sentences with the plan's own numbers (the server lists the keys). */
import type { TFunction } from 'i18next';
import type { PlanFeature, PlanView } from '../../../common/contracts/payments';
import { MAX_BATCH_OUTPUTS } from '../../../common/plans';

export function featureText(t: TFunction, plan: PlanView, feature: PlanFeature): string {
  const { gates } = plan;
  switch (feature) {
    case 'monthly_credits':
      return plan.id === 'free_trial'
        ? t('pricing.features.trial_credits', { count: plan.credits ?? 0 })
        : t('pricing.features.monthly_credits', { count: plan.credits ?? 0 });
    case 'unlimited_credits':
      return t('pricing.features.unlimited_credits', { count: plan.fair_use_credits ?? 0 });
    case 'image_size':
      return t('pricing.features.image_size', { px: gates.max_image_edge_px });
    case 'video_resolution':
      return t('pricing.features.video_resolution', { resolution: gates.max_video_resolution });
    case 'batch':
      return t('pricing.features.batch', { count: MAX_BATCH_OUTPUTS });
    case 'api_access':
      return t('pricing.features.api_access', {
        count: gates.api_tokens,
        rate: gates.api_rate_limit_per_minute,
      });
    default:
      return t(`pricing.features.${feature}`);
  }
}
