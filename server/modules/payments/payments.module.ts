/**
 * Wires payments: the gateways PAYMENT_PROVIDERS turns on, the service, the routes, and the
 * hook other modules listen on (`onPaymentCompleted`).
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod } from '../../../common/contracts/payments';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuthGuards } from '../auth/auth.guards';
import type { MailService } from '../mail/mail.service';
import type { PaymentGateway } from './gateways/payment-gateway';
import { createMomoGateway } from './gateways/momo-gateway';
import { momoRoutes } from './gateways/momo.routes';
import { createPaypalGateway } from './gateways/paypal-gateway';
import { paypalRoutes } from './gateways/paypal.routes';
import { createSandboxGateway } from './gateways/sandbox-gateway';
import { createStripeGateway } from './gateways/stripe-gateway';
import { stripeRoutes } from './gateways/stripe.routes';
import { createVnpayGateway } from './gateways/vnpay-gateway';
import { vnpayRoutes } from './gateways/vnpay.routes';
import { sandboxRoutes } from './gateways/sandbox.routes';
import { createPaymentCompletedHook, type PaymentCompletedListener } from './payment-completed';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Calls `listener` after each payment completes (once per payment, after its transaction
     * committed); returns a function that removes it. For the public API's webhooks.
     */
    onPaymentCompleted(listener: PaymentCompletedListener): () => void;
  }
}
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createPlansService } from './plans.service';

export interface PaymentsModuleDependencies {
  config: Config;
  db: Database;
  guards: AuthGuards;
  mail: MailService;
  background: BackgroundTasks;
  clock: Clock;
}

export async function registerPaymentsModule(
  app: FastifyInstance,
  deps: PaymentsModuleDependencies,
) {
  const { config, clock } = deps;
  const hook = createPaymentCompletedHook();
  const gateways = new Map<PaymentMethod, PaymentGateway>();
  const sandbox = createSandboxGateway(config.JWT_SECRET);
  const vnpay =
    config.VNPAY_TMN_CODE && config.VNPAY_HASH_SECRET
      ? createVnpayGateway({
          tmnCode: config.VNPAY_TMN_CODE,
          hashSecret: config.VNPAY_HASH_SECRET,
          paymentUrl: config.VNPAY_PAYMENT_URL,
          returnUrl: `${config.PUBLIC_URL}/api/payments/vnpay/return`,
        })
      : null;
  const momo =
    config.MOMO_PARTNER_CODE && config.MOMO_ACCESS_KEY && config.MOMO_SECRET_KEY
      ? createMomoGateway({
          partnerCode: config.MOMO_PARTNER_CODE,
          accessKey: config.MOMO_ACCESS_KEY,
          secretKey: config.MOMO_SECRET_KEY,
          endpoint: config.MOMO_ENDPOINT.replace(/\/+$/, ''),
          ipnUrl: `${config.PUBLIC_URL}/api/payments/momo/ipn`,
          redirectUrl: `${config.PUBLIC_URL}/api/payments/momo/return`,
        })
      : null;
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE.replace(/\/+$/, ''),
          returnUrl: `${config.PUBLIC_URL}/api/payments/stripe/return`,
          clock,
        })
      : null;
  const paypal =
    config.PAYPAL_CLIENT_ID &&
    config.PAYPAL_CLIENT_SECRET &&
    config.PAYPAL_WEBHOOK_ID &&
    config.PAYPAL_VND_PER_USD
      ? createPaypalGateway({
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          webhookId: config.PAYPAL_WEBHOOK_ID,
          apiBase: config.PAYPAL_API_BASE.replace(/\/+$/, ''),
          vndPerUsd: config.PAYPAL_VND_PER_USD,
          returnUrl: `${config.PUBLIC_URL}/api/payments/paypal/return`,
        })
      : null;
  // Offered in the order PAYMENT_PROVIDERS lists them (config.ts refuses one without its keys,
  // and the sandbox in production). Its routes grant plans for a button press, so production
  // never gets them, whatever reached this point (docs/payments.md#which-gateways-are-on).
  const sandboxAllowed = config.NODE_ENV !== 'production';
  for (const method of config.PAYMENT_PROVIDERS) {
    if (method === 'sandbox' && sandboxAllowed) gateways.set('sandbox', sandbox);
    if (method === 'vnpay' && vnpay) gateways.set('vnpay', vnpay);
    if (method === 'momo' && momo) gateways.set('momo', momo);
    if (method === 'stripe' && stripe) gateways.set('stripe', stripe);
    if (method === 'paypal' && paypal) gateways.set('paypal', paypal);
  }

  const payments = createPaymentsService({
    repository: createPaymentsRepository(deps.db),
    gateways,
    mail: deps.mail,
    hook,
    background: deps.background,
    clock,
    logger: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  const plans = createPlansService({
    paymentMethods: [...gateways.keys()],
    paypalVndPerUsd: paypal && gateways.has('paypal') ? paypal.vndPerUsd : null,
  });
  await app.register(paymentsRoutes, { plans, payments, guards: deps.guards, clock });
  if (gateways.has('sandbox')) {
    await app.register(sandboxRoutes, { gateway: sandbox, payments, background: deps.background });
  }
  if (vnpay && gateways.has('vnpay')) await app.register(vnpayRoutes, { gateway: vnpay, payments });
  if (momo && gateways.has('momo')) await app.register(momoRoutes, { gateway: momo, payments });
  if (paypal && gateways.has('paypal')) {
    await app.register(paypalRoutes, { gateway: paypal, payments });
  }
  if (stripe && gateways.has('stripe')) {
    await app.register(stripeRoutes, { gateway: stripe, payments });
  }
  app.decorate('onPaymentCompleted', hook.onPaymentCompleted);
  return { onPaymentCompleted: hook.onPaymentCompleted, payments };
}
