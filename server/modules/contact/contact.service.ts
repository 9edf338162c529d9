/**
 * The contact form (docs/product-rules.md#contact-form, docs/product-rules.md#contact-attachments):
 * every file is checked by its bytes (PNG, JPEG, WebP, PDF) and size before anything is stored;
 * then the message and its files are stored in one transaction, and the team's copy (with the
 * files) and the sender's receipt are mailed in the background.
 */
import {
  CONTACT_SNIFF_BYTES,
  type ContactFields,
  type ContactResponse,
  MAX_CONTACT_TOTAL_BYTES,
  MAX_CONTACT_TOTAL_MB,
  sniffContactFileType,
} from '../../../common/contracts/contact';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { BackgroundTasks } from '../../background-tasks';
import { HttpError } from '../../http/errors';
import type { MailService } from '../mail/mail.service';
import type { ContactMail } from '../mail/templates/contact-mails';
import type { UploadedFile } from './contact-upload';
import type { ContactRepository, NewContactAttachment } from './contact.repository';

export interface ContactDependencies {
  messages: ContactRepository;
  mail: MailService;
  background: BackgroundTasks;
  teamEmail: string;
}

/**
 * 'Invalid file type. Please upload {acceptedTypes} files only'
 * (docs/product-rules.md#file-errors).
 */
const ACCEPTED_LABEL = 'PNG, JPG, WebP, PDF';

function checkedAttachments(files: UploadedFile[]): NewContactAttachment[] {
  const total = files.reduce((sum, file) => sum + file.content.length, 0);
  if (total > MAX_CONTACT_TOTAL_BYTES) {
    throw new HttpError(
      413,
      ERROR_CODES.payloadTooLarge,
      `The files are too large together. Maximum is ${MAX_CONTACT_TOTAL_MB}MB`,
    );
  }
  return files.map((file) => {
    const mimeType = sniffContactFileType(file.content.subarray(0, CONTACT_SNIFF_BYTES));
    if (!mimeType) {
      throw new HttpError(
        415,
        ERROR_CODES.unsupportedMediaType,
        `Invalid file type. Please upload ${ACCEPTED_LABEL} files only (${file.fileName})`,
      );
    }
    return {
      fileName: file.fileName,
      mimeType,
      byteSize: file.content.length,
      content: file.content,
    };
  });
}

/** A short code to quote: the first 8 hex digits of the message id. */
const referenceOf = (messageId: string) => messageId.replace(/-/g, '').slice(0, 8).toUpperCase();

export function createContactService({
  messages,
  mail,
  background,
  teamEmail,
}: ContactDependencies) {
  return {
    async submit(fields: ContactFields, files: UploadedFile[]): Promise<ContactResponse> {
      const attachments = checkedAttachments(files);
      const row = await messages.insert(
        {
          firstName: fields.first_name,
          lastName: fields.last_name,
          email: fields.email,
          phone: fields.phone,
          topic: fields.topic,
          description: fields.description,
          language: fields.language,
        },
        attachments,
      );
      const reference = referenceOf(row.id);
      const contactMail: ContactMail = {
        reference,
        firstName: fields.first_name,
        lastName: fields.last_name,
        email: fields.email,
        phone: fields.phone,
        topic: fields.topic,
        description: fields.description,
        language: fields.language,
        attachments,
      };
      // The message is stored: a mail server that fails now is logged, not the sender's problem.
      background.run('contact mail to the team', () =>
        mail.sendContactToTeam(
          teamEmail,
          contactMail,
          attachments.map((file) => ({
            filename: file.fileName,
            content: file.content,
            contentType: file.mimeType,
          })),
        ),
      );
      background.run('contact receipt', () => mail.sendContactReceipt(contactMail));
      return { status: 'success', message: 'Your message was sent.', reference };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
