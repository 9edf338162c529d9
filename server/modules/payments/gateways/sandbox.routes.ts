/**
 * The sandbox gateway's side, served by this server (docs/payments.md#sandbox):
 * GET /api/payments/sandbox/checkout — its payment page ('pay', 'fail', 'cancel');
 * POST /api/payments/sandbox/checkout — the choice: a signed notification is delivered server to
 *   server (after the answer, as a gateway's arrives on its own), then the browser goes to
 * GET /api/payments/sandbox/return — which only picks the result page.
 * POST /api/payments/sandbox/notify — the notification endpoint, for a sandbox elsewhere.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../../common/escape-html';
import { ERROR_CODES } from '../../../../common/contracts/errors';
import { PAYMENT_FAILURE_REASONS, type PaymentView } from '../../../../common/contracts/payments';
import type { BackgroundTasks } from '../../../background-tasks';
import { HttpError } from '../../../http/errors';
import { whatWasBought } from '../../mail/templates/payment-mails';
import type { PaymentsService } from '../payments.service';
import { resultPageFor } from '../result-pages';
import { SANDBOX_CHOICES, type SandboxGateway } from './sandbox-gateway';

const pageQuery = z.object({
  payment_id: z.uuid(),
  amount: z.coerce.number().int(),
  signature: z.string().max(128),
});

const COPY = {
  vi: {
    title: 'Cổng thanh toán thử nghiệm',
    intro: 'Đây là cổng thử nghiệm: không có tiền thật nào được chuyển.',
    amount: 'Số tiền',
    pay: 'Thanh toán',
    fail: 'Thanh toán thất bại',
    cancel: 'Huỷ',
  },
  en: {
    title: 'Sandbox payment gateway',
    intro: 'This is a test gateway: no real money moves.',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail the payment',
    cancel: 'Cancel',
  },
} as const;

function sandboxPage(
  language: 'vi' | 'en',
  fields: { paymentId: string; amount: number; signature: string; description: string },
) {
  const copy = COPY[language];
  const amount = `${fields.amount.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-GB')} ₫`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const button = (choice: string, label: string, colour: string) =>
    `<button type="submit" name="choice" value="${choice}" style="margin:4px;padding:10px 18px;border:0;border-radius:6px;font-size:16px;background:${colour};color:#fff">${escapeHtml(label)}</button>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(copy.title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#1a1a1a">
<main><h1 style="font-size:24px">${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.intro)}</p>
<p>${escapeHtml(fields.description)}</p><p><strong>${escapeHtml(copy.amount)}: ${escapeHtml(amount)}</strong></p>
<form method="post" action="/api/payments/sandbox/checkout">${hidden('payment_id', fields.paymentId)}${hidden('amount', String(fields.amount))}${hidden('signature', fields.signature)}
${button('pay', copy.pay, '#1a7f37')}${button('fail', copy.fail, '#b42318')}${button('cancel', copy.cancel, '#4b5563')}</form></main></body></html>`;
}

export const sandboxRoutes: FastifyPluginAsyncZod<{
  gateway: SandboxGateway;
  payments: PaymentsService;
  background: BackgroundTasks;
}> = async (app, { gateway, payments, background }) => {
  // The page posts an ordinary HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function orderOf(query: z.infer<typeof pageQuery>) {
    const payment = await payments.findPayment(query.payment_id);
    if (
      !payment ||
      payment.method !== 'sandbox' ||
      !gateway.verifyPage(query.payment_id, query.amount, query.signature)
    ) {
      throw new HttpError(404, ERROR_CODES.notFound, 'No such sandbox payment.');
    }
    return payment;
  }

  app.get(
    '/api/payments/sandbox/checkout',
    { schema: { hide: true, querystring: pageQuery } },
    async (request, reply) => {
      const payment = await orderOf(request.query);
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage(payment.language, {
          paymentId: payment.id,
          amount: payment.gatewayAmount,
          signature: request.query.signature,
          // The item in the buyer's language, as their receipt names it.
          description: whatWasBought(payment.language, {
            kind: payment.kind as PaymentView['kind'],
            credits: payment.credits,
            plan_id: payment.planId as PaymentView['plan_id'],
            period: payment.period as PaymentView['period'],
          }),
        }),
      );
    },
  );

  app.post(
    '/api/payments/sandbox/checkout',
    {
      schema: { hide: true, body: pageQuery.extend({ choice: z.enum(SANDBOX_CHOICES) }) },
    },
    async (request, reply) => {
      const payment = await orderOf(request.body);
      const notification = gateway.notificationFor(request.body.choice, {
        paymentId: payment.id,
        amount: payment.gatewayAmount,
      });
      // Delivered apart from the browser's request, like a real gateway's call to the IPN.
      background.run('sandbox notification', async () => {
        await payments.settle(
          'sandbox',
          gateway.verifyNotification({ ...notification }),
          notification,
        );
      });
      const back = new URLSearchParams({
        payment_id: payment.id,
        result: notification.result,
        reason: notification.reason,
        signature: gateway.pageSignature(
          `${payment.id}:${notification.result}:${notification.reason}`,
          0,
        ),
      });
      return reply.redirect(`/api/payments/sandbox/return?${back}`, 303);
    },
  );

  app.get(
    '/api/payments/sandbox/return',
    {
      schema: {
        hide: true,
        querystring: z.object({
          payment_id: z.uuid(),
          result: z.enum(['paid', 'failed']),
          reason: z.enum(PAYMENT_FAILURE_REASONS).or(z.literal('')),
          signature: z.string().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { payment_id: paymentId, result, reason, signature } = request.query;
      const signed = gateway.verifyPage(`${paymentId}:${result}:${reason}`, 0, signature);
      // A forged return learns nothing and changes nothing: it shows the error page.
      if (!signed) return reply.redirect(resultPageFor(paymentId, 'failed', 'gateway_error'));
      return reply.redirect(resultPageFor(paymentId, result, reason || null));
    },
  );

  app.post(
    '/api/payments/sandbox/notify',
    { schema: { hide: true, body: z.record(z.string(), z.unknown()) } },
    async (request) => {
      const outcome = await payments.settle(
        'sandbox',
        gateway.verifyNotification(request.body),
        request.body,
      );
      return { outcome };
    },
  );
};
