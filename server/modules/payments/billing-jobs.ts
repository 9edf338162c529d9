/**
 * The billing maintenance job (every 10 minutes, in the processes that run jobs): lapsed credits
 * expire, each month of an annual plan grants its credits, payments left pending past their
 * gateway's timeout fail, and renewal reminders go out 7 days and 1 day before a plan's period
 * ends (docs/payments.md#jobs). Each step is safe to run twice or from two processes at once.
 */
import { createMailer } from '../../adapters/mail/mailer';
import { type Clock, systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { PATHS } from '../../../common/routes';
import type { PlanId } from '../../../common/plans';
import { expireLapsedGrants } from '../credits/credit-grants.repository';
import { createDevMailboxRepository } from '../mail/dev-mailbox.repository';
import { createMailService, type MailService } from '../mail/mail.service';
import { createPaymentsRepository } from './payments.repository';

/**
 * A payment still pending this long after checkout has been abandoned: VNPay's and MoMo's pages
 * expire after 15 minutes and Stripe's session after 30 at the earliest, so an hour leaves every
 * late notification time to arrive. A notification after it still completes the payment.
 */
export const PENDING_PAYMENT_TIMEOUT_MS = 60 * 60_000;

/** Days before a plan's period ends that a reminder is mailed. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;

const DAY_MS = 86_400_000;

export interface BillingJobs {
  runMaintenance(): Promise<void>;
  expireCredits(): Promise<number>;
  grantDueMonths(): Promise<number>;
  timeOutPendingPayments(): Promise<number>;
  sendRenewalReminders(): Promise<number>;
}

export interface BillingJobsDependencies {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  logger: Logger;
  clock?: Clock;
  /** The mail service; by default one on a mailer of the job's own. */
  mail?: MailService;
}

export function createBillingJobs(deps: BillingJobsDependencies): BillingJobs {
  const { db, config, logger, clock = systemClock } = deps;
  const mail =
    deps.mail ?? createMailService(createMailer(config, createDevMailboxRepository(db), logger));
  const payments = createPaymentsRepository(db);

  async function sendReminder(
    user: { id: string; email: string; name: string; language: 'vi' | 'en'; planId: PlanId },
    endsAt: Date,
    daysBefore: number,
  ) {
    // Claimed before sending, released if the mail fails: one reminder per period and day.
    if (!(await payments.claimReminder(user.id, endsAt, daysBefore))) return false;
    const query = new URLSearchParams({ plan: user.planId, period: 'monthly', renew: '1' });
    try {
      await mail.sendRenewalReminder(
        { email: user.email, language: user.language },
        {
          name: user.name,
          planId: user.planId,
          endsAt,
          daysLeft: Math.max(1, Math.ceil((endsAt.getTime() - clock().getTime()) / DAY_MS)),
          renewUrl: `${config.PUBLIC_URL}${PATHS.checkout}?${query}`,
        },
      );
      return true;
    } catch (error) {
      await payments.releaseReminder(user.id, endsAt, daysBefore);
      throw error;
    }
  }

  const jobs: BillingJobs = {
    expireCredits: () => expireLapsedGrants(db, clock()),
    grantDueMonths: () => payments.grantDueMonths(clock()),

    async timeOutPendingPayments() {
      const stale = await payments.pendingBefore(
        new Date(clock().getTime() - PENDING_PAYMENT_TIMEOUT_MS),
      );
      let failed = 0;
      for (const payment of stale) {
        const done = await payments.failPending(payment.id, 'timeout', {
          gateway: payment.method as never,
          kind: 'timeout',
          outcome: 'failed',
          payload: { pending_since: payment.createdAt.toISOString() },
        });
        if (done) failed++;
      }
      return failed;
    },

    async sendRenewalReminders() {
      const now = clock();
      let sent = 0;
      // The 1-day window first: a period ending tomorrow gets that reminder, not the 7-day one.
      const windows = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);
      let from = now;
      for (const days of windows) {
        const to = new Date(now.getTime() + days * DAY_MS);
        for (const user of await payments.dueForReminder(from, to, days)) {
          if (await sendReminder(user, user.planEndsAt!, days)) sent++;
        }
        from = to;
      }
      return sent;
    },

    async runMaintenance() {
      const expired = await jobs.expireCredits();
      const granted = await jobs.grantDueMonths();
      const timedOut = await jobs.timeOutPendingPayments();
      const reminded = await jobs.sendRenewalReminders();
      if (expired + granted + timedOut + reminded > 0) {
        logger.info({ expired, granted, timedOut, reminded }, 'billing maintenance');
      }
    },
  };
  return jobs;
}
