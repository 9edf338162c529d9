/** The product's mails, each written in its recipient's language. */
import type { UserLanguage } from '../../../common/contracts/auth';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import { type ContactMail, contactReceiptMail, contactTeamMail } from './templates/contact-mails';
import {
  newsletterConfirmationMail,
  type NewsletterConfirmationMail,
} from './templates/newsletter-confirmation';
import { passwordResetMail, type PasswordResetMail } from './templates/password-reset';
import { verificationCodeMail, type VerificationCodeMail } from './templates/verification-code';

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
  };
}
export type MailService = ReturnType<typeof createMailService>;
