/**
 * The one shape every payment gateway takes (docs/payments.md#adapters): it starts a checkout
 * (where the browser goes) and turns the gateway's server-to-server notification into a verdict
 * the payments service settles. Each gateway's routes parse its own wire format; nothing else
 * about a gateway leaks out of its adapter.
 */
import type { PaymentFailureReason, PaymentMethod } from '../../../../common/contracts/payments';
import type { UserLanguage } from '../../../../common/contracts/auth';

/** A payment as a gateway is asked to collect it. */
export interface GatewayOrder {
  paymentId: string;
  /** In the gateway's currency and unit (VND is zero-decimal; USD in cents). */
  amount: number;
  currency: string;
  /** One line for the gateway's page and statement (ASCII: VNPay refuses accents). */
  description: string;
  language: UserLanguage;
  /** The buyer's address, which VNPay and MoMo want. */
  clientIp: string;
  createdAt: Date;
}

export interface CheckoutStart {
  /** Where the browser goes to pay: the gateway's page (or the sandbox's, on this server). */
  redirectUrl: string;
  /** The gateway's reference of the session, when it gives one before the payment. */
  reference: string | null;
}

/** What a verified notification says happened. */
export interface NotificationVerdict {
  paymentId: string;
  /**
   * In the gateway's unit, compared with the order's; null when the notification's amount is
   * not an integer as its protocol writes one (notified-amount.ts), which is refused.
   */
  amount: number | null;
  /**
   * The currency the notification states; null when it states none, which is refused. VNPay
   * and MoMo, whose protocols are VND only and carry no currency field, state VND.
   */
  currency: string | null;
  result: 'paid' | 'failed';
  failureReason?: PaymentFailureReason;
  /** The gateway's transaction id. */
  reference: string | null;
}

export interface PaymentGateway {
  method: PaymentMethod;
  /** The currency orders are sent in ('VND', or 'USD' for PayPal). */
  currency: string;
  /**
   * An order's price in the gateway's unit, which its notifications are compared with: VNPay
   * counts VND × 100, PayPal US cents at the configured rate, the others whole đồng.
   */
  gatewayAmount(amountVnd: number): number;
  startCheckout(order: GatewayOrder): Promise<CheckoutStart>;
}
