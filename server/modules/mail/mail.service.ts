/** The product's mails, each written in its recipient's language. */
import type { UserLanguage } from '../../../common/contracts/auth';
import type { Mailer, MailMessage } from '../../adapters/mail/mail.model';
import {
  type AccountCodeMail,
  dataExportReadyMail,
  type DataExportReadyMail,
  deletionCodeMail,
  deletionScheduledMail,
  type DeletionScheduledMail,
  emailChangeCodeMail,
  emailChangeNoticeMail,
  type EmailChangeNoticeMail,
  emailInUseMail,
  passwordChangedMail,
  type PasswordChangedMail,
} from './templates/account-mails';
import { apiAccessRevokedMail, type ApiAccessRevokedMail } from './templates/api-access-mails';
import { type ContactMail, contactReceiptMail, contactTeamMail } from './templates/contact-mails';
import {
  newsletterConfirmationMail,
  type NewsletterConfirmationMail,
} from './templates/newsletter-confirmation';
import {
  paymentReceiptMail,
  type PaymentReceiptMail,
  renewalReminderMail,
  type RenewalReminderMail,
} from './templates/payment-mails';
import { passwordResetMail, type PasswordResetMail } from './templates/password-reset';
import {
  registrationAttemptMail,
  type RegistrationAttemptMail,
} from './templates/registration-attempt';
import { verificationCodeMail, type VerificationCodeMail } from './templates/verification-code';
import { webhookFailingMail, type WebhookFailingMail } from './templates/webhook-mails';

export interface Recipient {
  email: string;
  language: UserLanguage;
}

export function createMailService(mailer: Mailer) {
  return {
    sendVerificationCode(to: Recipient, mail: VerificationCodeMail): Promise<void> {
      return mailer.send({ to: to.email, ...verificationCodeMail(to.language, mail) });
    },
    sendPasswordReset(to: Recipient, mail: PasswordResetMail): Promise<void> {
      return mailer.send({ to: to.email, ...passwordResetMail(to.language, mail) });
    },
    /** Instead of a code, to the owner of an address that was registered again. */
    sendRegistrationAttempt(to: Recipient, mail: RegistrationAttemptMail): Promise<void> {
      return mailer.send({ to: to.email, ...registrationAttemptMail(to.language, mail) });
    },
    /** With List-Unsubscribe (RFC 2369), so mail apps offer their own unsubscribe button. */
    sendNewsletterConfirmation(to: Recipient, mail: NewsletterConfirmationMail): Promise<void> {
      return mailer.send({
        to: to.email,
        ...newsletterConfirmationMail(to.language, mail),
        headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>` },
      });
    },
    /** The team's copy carries the files; replying answers the sender. */
    sendContactToTeam(
      teamEmail: string,
      mail: ContactMail,
      attachments: NonNullable<MailMessage['attachments']>,
    ): Promise<void> {
      return mailer.send({
        to: teamEmail,
        replyTo: mail.email,
        ...contactTeamMail(mail),
        attachments,
      });
    },
    sendContactReceipt(mail: ContactMail): Promise<void> {
      return mailer.send({ to: mail.email, ...contactReceiptMail(mail) });
    },
    /** The profile page's mails (templates/account-mails.ts). */
    sendEmailChangeCode(to: Recipient, mail: AccountCodeMail): Promise<void> {
      return mailer.send({ to: to.email, ...emailChangeCodeMail(to.language, mail) });
    },
    sendEmailChangeNotice(to: Recipient, mail: EmailChangeNoticeMail): Promise<void> {
      return mailer.send({ to: to.email, ...emailChangeNoticeMail(to.language, mail) });
    },
    /** A completed payment's receipt (templates/payment-mails.ts). */
    sendPaymentReceipt(to: Recipient, mail: PaymentReceiptMail): Promise<void> {
      return mailer.send({ to: to.email, ...paymentReceiptMail(to.language, mail) });
    },
    sendRenewalReminder(to: Recipient, mail: RenewalReminderMail): Promise<void> {
      return mailer.send({ to: to.email, ...renewalReminderMail(to.language, mail) });
    },
    sendEmailInUse(to: Recipient): Promise<void> {
      return mailer.send({ to: to.email, ...emailInUseMail(to.language) });
    },
    sendPasswordChanged(to: Recipient, mail: PasswordChangedMail): Promise<void> {
      return mailer.send({ to: to.email, ...passwordChangedMail(to.language, mail) });
    },
    sendDeletionCode(to: Recipient, mail: AccountCodeMail): Promise<void> {
      return mailer.send({ to: to.email, ...deletionCodeMail(to.language, mail) });
    },
    sendDeletionScheduled(to: Recipient, mail: DeletionScheduledMail): Promise<void> {
      return mailer.send({ to: to.email, ...deletionScheduledMail(to.language, mail) });
    },
    sendDataExportReady(to: Recipient, mail: DataExportReadyMail): Promise<void> {
      return mailer.send({ to: to.email, ...dataExportReadyMail(to.language, mail) });
    },
    /** The tokens deleted and endpoints paused when the account was recovered. */
    sendApiAccessRevoked(to: Recipient, mail: ApiAccessRevokedMail): Promise<void> {
      return mailer.send({ to: to.email, ...apiAccessRevokedMail(to.language, mail) });
    },
    sendWebhookFailing(to: Recipient, mail: WebhookFailingMail): Promise<void> {
      return mailer.send({ to: to.email, ...webhookFailingMail(to.language, mail) });
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
