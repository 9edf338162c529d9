/**
 * The /auth calls with their payloads (docs/product-rules.md#api-calls), and the sign-in and
 * registration forms with their validation messages
 * (docs/product-rules.md#sign-in-and-registration-forms). Messages are i18n keys (namespace `auth`,
 * `validation.*`); the server validates with the same schemas.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans';

/**
 * Minimum password length (docs/product-rules.md#sign-in-and-registration-forms). The spec's 6 of
 * the identity layer has no use here: e-mail sign-in does not go through Firebase (README,
 * "Product decisions").
 */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const OTP_MIN_LENGTH = 4;
export const OTP_MAX_LENGTH = 6;
/**
 * An ID token shorter than this is refused before it is verified
 * (docs/product-rules.md#google-sign-in-requests).
 */
export const FIREBASE_ID_TOKEN_MIN_LENGTH = 100;

/**
 * Upper bounds of the texts the auth calls accept (docs/input-and-passwords.md, "Bounds"): a
 * name fits a mail's greeting, an address the longest one mail servers carry (RFC 5321), a
 * password any password manager's.
 */
export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Tokens, codes, ids and URLs that come from links and Google, not from a form: far shorter in
 * practice; the bound only stops a body of megabytes. A Firebase ID token is about 1 KB.
 */
export const TOKEN_MAX_LENGTH = 2048;
export const ID_TOKEN_MAX_LENGTH = 8192;

/**
 * The interface languages (docs/product-rules.md#product-and-users); a user's e-mails are written
 * in theirs.
 */
export const USER_LANGUAGES = ['vi', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

const email = z.string().trim().max(EMAIL_MAX_LENGTH, 'validation.email').email('validation.email');
const name = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, 'validation.nameMin')
  .max(NAME_MAX_LENGTH, 'validation.nameMax');
/** A password being chosen; whether it is too easy to guess is the server's check. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');
/** A password being typed to sign in. */
const password = z
  .string()
  .min(1, 'validation.passwordRequired')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax');

// ---- Forms (docs/product-rules.md#sign-in-and-registration-forms) ----
export const loginFormSchema = z.object({
  email,
  password,
});

export const registerFormSchema = z
  .object({
    name,
    email,
    password: newPassword,
    confirmPassword: z.string().min(1, 'validation.confirmPassword'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordsMatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordFormSchema = z.object({ email });

export const otpFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(OTP_MIN_LENGTH, 'validation.otp')
    .max(OTP_MAX_LENGTH, 'validation.otp')
    .regex(/^\d+$/, 'validation.otp'),
});

export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'validation.confirmPassword'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordsMatch',
    path: ['confirmPassword'],
  });

// ---- Wire (docs/product-rules.md#api-calls) ----
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  language: z.enum(USER_LANGUAGES),
  credits: z.number().int(),
  /**
   * The plan in force now (common/plans.ts `effectivePlanId`): a paid plan until its period
   * ends, the free trial after; its gates say what the studios offer. Optional so that a user
   * kept by an older app still parses (read as the free trial).
   */
  plan_id: z.enum(PLAN_IDS).optional(),
  photo_url: z.string().nullable().optional(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  username: email,
  password,
});
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  name,
  email,
  password: newPassword,
  language: z.enum(USER_LANGUAGES).optional(),
});
export const registerResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  requires_verification: z.boolean(),
  email: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const generateOtpRequestSchema = z.object({ email });
/**
 * The code travels as an integer (docs/product-rules.md#verification-code), so leading zeros are
 * not part of a code.
 */
export const verifyOtpRequestSchema = z.object({
  email,
  otp: z.number().int().min(0).max(999_999),
});
export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  email,
  reset_token: z.string().min(1).max(TOKEN_MAX_LENGTH),
  new_password: newPassword,
});

/**
 * What the client sends after Google sign-in (docs/product-rules.md#identity-provider-user-data).
 */
export const identityUserDataSchema = z.object({
  uid: z.string().min(1).max(TOKEN_MAX_LENGTH),
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  /** Shortened rather than refused: the name comes from the provider, not from a form. */
  displayName: z
    .string()
    .optional()
    .default('')
    .transform((displayName) => displayName.trim().slice(0, NAME_MAX_LENGTH)),
  photoURL: z.string().max(TOKEN_MAX_LENGTH).nullable().optional(),
  emailVerified: z.boolean().optional().default(false),
});
export const firebaseAuthRequestSchema = z.object({
  idToken: z.string().max(ID_TOKEN_MAX_LENGTH),
  userData: z.unknown(),
});
export const firebaseAuthResponseSchema = loginResponseSchema.extend({
  is_new_user: z.boolean(),
  /** Whether this account can also sign in with e-mail and password, and with which e-mail. */
  traditional_login: z.object({ email: z.string(), password_set: z.boolean() }),
});
export type FirebaseAuthResponse = z.infer<typeof firebaseAuthResponseSchema>;

export const googleCallbackRequestSchema = z.object({
  code: z.string().min(1).max(TOKEN_MAX_LENGTH),
  redirect_uri: z.string().max(TOKEN_MAX_LENGTH).url(),
});

/**
 * The exact texts for a malformed identity-provider request
 * (docs/product-rules.md#google-sign-in-requests).
 */
export const FIREBASE_ERRORS = {
  malformedToken: 'Invalid Firebase ID token - token appears to be empty or malformed',
  missingUserData: 'Invalid Firebase user data - missing required fields (email, uid)',
} as const;
