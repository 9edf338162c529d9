/** The constants the FAQ answers quote (home page, help page), so the copy never drifts. */
import {
  ANNUAL_BILLING_DISCOUNT_PERCENT,
  FREE_TRIAL_CREDITS,
  GENERATION_CREDIT_COST,
} from '../../../../common/credits';
import { MAX_UPLOAD_MB } from '../../../../common/media';

export const FAQ_VALUES = {
  freeCredits: FREE_TRIAL_CREDITS,
  imageCost: GENERATION_CREDIT_COST['virtual-tryon'],
  videoCost: GENERATION_CREDIT_COST['image-to-video'],
  annualDiscount: ANNUAL_BILLING_DISCOUNT_PERCENT,
  maxUploadMb: MAX_UPLOAD_MB,
};
