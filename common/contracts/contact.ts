/**
 * The contact form (docs/product-rules.md#contact-form, docs/product-rules.md#contact-attachments):
 * POST /api/contact as a multipart form. The client checks the same rules before sending; the
 * server decides.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, USER_LANGUAGES } from './auth';
import { sniffMediaType } from '../media';

/** The five topics (docs/product-rules.md#contact-form). */
export const CONTACT_TOPICS = [
  'technical_support',
  'service_pricing',
  'business_cooperation',
  'feedback',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** At most 4 files (docs/product-rules.md#contact-attachments). */
export const MAX_CONTACT_FILES = 4;
/**
 * Our choice: 5 MB a file, 10 MB together (the upload maximum,
 * docs/product-rules.md#uploads-and-downloads), so the team mail fits.
 */
export const MAX_CONTACT_FILE_MB = 5;
export const MAX_CONTACT_FILE_BYTES = MAX_CONTACT_FILE_MB * 1024 * 1024;
export const MAX_CONTACT_TOTAL_MB = 10;
export const MAX_CONTACT_TOTAL_BYTES = MAX_CONTACT_TOTAL_MB * 1024 * 1024;

/**
 * The product names PNG, JPG and PDF, and help text listing JPG, PNG and WebP: WebP is accepted
 * too, so the help text tells the truth (docs/product-rules.md#contact-attachments). Types come
 * from the bytes, never from names.
 */
export const CONTACT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export type ContactFileType = (typeof CONTACT_FILE_TYPES)[number];
/** For the file picker's `accept`; the bytes are still checked. */
export const CONTACT_FILE_ACCEPT =
  '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';
/** Bytes to read before sniffing. */
export const CONTACT_SNIFF_BYTES = 16;

export function sniffContactFileType(head: Uint8Array): ContactFileType | null {
  const isPdf = [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, i) => head[i] === byte); // %PDF-
  if (isPdf) return 'application/pdf';
  const media = sniffMediaType(head);
  return media === 'image/png' || media === 'image/jpeg' || media === 'image/webp' ? media : null;
}

/**
 * A Vietnamese phone number in the +84 or 0 form, separators (spaces, dots, dashes, brackets)
 * ignored: 9 to 11 digits counted with the leading 0. Returns it as 0xxxxxxxxx, or null.
 */
export function normalizeVietnamesePhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, '');
  const national = /^(?:\+84|0)(\d{8,10})$/.exec(compact)?.[1];
  return national && national[0] !== '0' ? `0${national}` : null;
}

/** Bounds of the text fields (docs/input-and-passwords.md, "Bounds"). */
export const CONTACT_NAME_MAX_LENGTH = 60;
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const CONTACT_DESCRIPTION_MIN_LENGTH = 10;
export const CONTACT_DESCRIPTION_MAX_LENGTH = 5000;

/** No line breaks or other control characters: names go into mail subjects. */
const singleLine = (max: number, key: string) =>
  z
    .string()
    .trim()
    .min(1, key)
    .max(max, key)
    .regex(/^[^\p{Cc}]*$/u, key);

/** The text fields; messages are i18n keys of the `contact` namespace. */
export const contactFieldsSchema = z.object({
  first_name: singleLine(CONTACT_NAME_MAX_LENGTH, 'validation.firstName'),
  last_name: singleLine(CONTACT_NAME_MAX_LENGTH, 'validation.lastName'),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, 'validation.email').email('validation.email'),
  /** Optional (a brand abroad may have no Vietnamese number); checked when given. */
  phone: z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX_LENGTH, 'validation.phone')
    .optional()
    .refine((phone) => !phone || normalizeVietnamesePhone(phone) !== null, 'validation.phone')
    .transform((phone) => (phone ? normalizeVietnamesePhone(phone) : null)),
  topic: z.enum(CONTACT_TOPICS, 'validation.topic'),
  description: z
    .string()
    .trim()
    .min(CONTACT_DESCRIPTION_MIN_LENGTH, 'validation.description')
    .max(CONTACT_DESCRIPTION_MAX_LENGTH, 'validation.description'),
  language: z.enum(USER_LANGUAGES).default('vi'),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

export const contactResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** A short code to quote in a follow-up (shown on the page and in both mails). */
  reference: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
