/**
 * The profile page's calls, under /api/account (docs/accounts.md, "The profile"): the account as
 * the page shows it, its edits, the avatar, e-mail and password changes, "export my data" and
 * "delete my account". Sessions are in sessions.ts. Messages are i18n keys (namespace `profile`).
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_LANGUAGES,
  userSchema,
} from './auth';

/** How long a requested deletion waits before the data is erased; cancellable until then. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** How long an export's ZIP (and the mailed link to it) stays downloadable. */
export const DATA_EXPORT_TTL_DAYS = 7;
/** The avatar is stored as a square of this many pixels a side. */
export const AVATAR_SIZE_PX = 512;
/** How long the code mailed to a new address, or for a deletion, works. */
export const ACCOUNT_CODE_TTL_MINUTES = 15;

const name = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, 'validation.nameMin')
  .max(NAME_MAX_LENGTH, 'validation.nameMax');
const email = z.string().trim().max(EMAIL_MAX_LENGTH, 'validation.email').email('validation.email');
const currentPassword = z
  .string()
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.otp');

export const accountSchema = z.object({
  user: userSchema,
  /** False for an account that signs in only through Google: the page offers "set a password". */
  password_set: z.boolean(),
  /** The linked Google identity, if any. */
  google: z.object({ linked_at: z.string() }).nullable(),
  notifications: z.object({
    newsletter: z.boolean(),
    renewal_reminders: z.boolean(),
  }),
  /** A new address waiting for its code, if an e-mail change is under way. */
  pending_email: z.string().nullable(),
  /** When the account will be erased, if its deletion was requested (cancellable until then). */
  deletion_due_at: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** PATCH /api/account: any of these. */
export const accountUpdateSchema = z.object({
  name: name.optional(),
  language: z.enum(USER_LANGUAGES).optional(),
  notifications: z
    .object({
      newsletter: z.boolean().optional(),
      renewal_reminders: z.boolean().optional(),
    })
    .optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** POST /api/account/email: mails a code to the new address. The password, if the account has one. */
export const emailChangeRequestSchema = z.object({
  new_email: email,
  current_password: currentPassword.optional(),
});
/** POST /api/account/email/confirm: the code from the new address's mail. */
export const emailChangeConfirmSchema = z.object({ code });

/** PUT /api/account/password: the current password is required when one is set. */
export const passwordChangeSchema = z.object({
  current_password: currentPassword.optional(),
  new_password: newPassword,
  /**
   * Also delete the API tokens and pause the webhooks; absent, true
   * (docs/accounts.md#recovery-ends-api-access).
   */
  revoke_api_access: z.boolean().optional(),
});
export const passwordChangeFormSchema = z
  .object({
    current_password: z.string().max(PASSWORD_MAX_LENGTH, 'validation.passwordMax'),
    new_password: newPassword,
    confirm_password: z.string().min(1, 'validation.confirmPassword'),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: 'validation.passwordsMatch',
    path: ['confirm_password'],
  });

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
  byte_size: z.number().int().nullable(),
  /** A signed link that works without signing in, until `expires_at`; null until ready. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });

/**
 * POST /api/account/deletion: confirmed by the password, or, for an account without one, by the
 * code POST /api/account/deletion/code mailed.
 */
export const deletionRequestSchema = z
  .object({ password: currentPassword.optional(), code: code.optional() })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    message: 'validation.passwordRequired',
    path: ['password'],
  });

export const accountStatusSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
