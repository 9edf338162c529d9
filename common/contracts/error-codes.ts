/**
 * The stable error codes of the API (docs/architecture.md#errors,
 * docs/product-rules.md#how-errors-reach-the-user), free of zod so the PWA's first page can tell
 * errors apart without downloading the validation library. `errors.ts` re-exports all of this with
 * the error body's schema.
 * Never rename a code: clients in the field depend on it.
 */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  notReady: 'not_ready',
  internal: 'internal_error',
  // ---- Accounts (docs/product-rules.md#registration, docs/product-rules.md#auth-toasts) ----
  /** 401: unknown e-mail or wrong password, told apart by neither text nor timing. */
  invalidCredentials: 'invalid_credentials',
  /**
   * 409: an account already uses this e-mail (a signed-in user's e-mail change). Registration
   * never says so: it answers every address alike (docs/input-and-passwords.md).
   */
  emailTaken: 'email_taken',
  /** 403 on login with the right password: the body also carries `email` for verify-otp. */
  emailNotVerified: 'email_not_verified',
  /** No longer sent: verify_otp answers a verified address like a wrong code. */
  alreadyVerified: 'already_verified',
  /** No longer sent: generate_otp and verify_otp answer an unknown address like any other. */
  accountNotFound: 'account_not_found',
  /**
   * 400: the code is wrong, expired, used up or locked, or no code was sent to this e-mail;
   * verify_otp does not tell which, since that would tell who has an account.
   */
  invalidOtp: 'invalid_otp',
  /** 400: the code is older than its lifetime; request a new one (the profile page's codes). */
  otpExpired: 'otp_expired',
  /** 400: too many wrong tries for this code; request a new one (the profile page's codes). */
  otpLocked: 'otp_locked',
  /** No longer sent: generate_otp within a minute of a code answers alike and mails nothing. */
  otpCooldown: 'otp_cooldown',
  /** No longer sent: the verification code is mailed after the answer, failures are logged. */
  mailUnavailable: 'mail_unavailable',
  /** 400: the reset link is wrong, used or expired. */
  invalidResetToken: 'invalid_reset_token',
  // ---- Google / Firebase sign-in ----
  /** 503: FIREBASE_PROJECT_ID is not set on the server. */
  firebaseNotConfigured: 'firebase_not_configured',
  /** 503: GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set on the server. */
  googleNotConfigured: 'google_not_configured',
  /**
   * 400: the ID token is empty, too short or not a JWT at all
   * (docs/product-rules.md#google-sign-in-requests).
   */
  malformedIdentityToken: 'malformed_identity_token',
  /** 400: userData lacks email or uid (docs/product-rules.md#google-sign-in-requests). */
  invalidIdentityUserData: 'invalid_identity_user_data',
  /** 401: the ID token's signature, issuer, audience or expiry is wrong. */
  invalidIdentityToken: 'invalid_identity_token',
  /** 400: Google refused the authorization code (used, expired, or another redirect_uri). */
  invalidAuthorizationCode: 'invalid_authorization_code',
  /** 502: Google's token endpoint or key set did not answer properly. */
  identityProviderUnavailable: 'identity_provider_unavailable',
  /** 403: the provider has not verified the identity's e-mail address: no session is opened. */
  identityEmailUnverified: 'identity_email_unverified',
  // ---- The profile page (docs/accounts.md) ----
  /** 403: the current password typed to confirm a change is not the account's. */
  wrongPassword: 'wrong_password',
  /** 400: a new password that is too common or built from the user's name or e-mail. */
  weakPassword: 'weak_password',
  // ---- Asset library (docs/product-rules.md#uploads, docs/product-rules.md#file-errors) ----
  /** 400: the upload has no file in the multipart field `file`. */
  missingFile: 'missing_file',
  /**
   * 413: the file is over MAX_UPLOAD_BYTES ('File is too large. Maximum size is 10MB',
   * docs/product-rules.md#file-errors).
   */
  fileTooLarge: 'file_too_large',
  /** 422: the bytes say JPEG, PNG or WebP but do not decode. */
  invalidImage: 'invalid_image',
  /** 422: the image has more pixels than the server decodes (a decompression bomb). */
  imageTooLarge: 'image_too_large',
  /**
   * 422: the bytes say HEIC (an iPhone photo) but hold no picture libheif can decode: damaged,
   * cut short, or a HEIF file with no image in it.
   */
  heicUnreadable: 'heic_unreadable',
  /** 422: the bytes say MP4, WebM or QuickTime but hold no readable video. */
  invalidVideo: 'invalid_video',
  /** 422: a video frame is over MAX_VIDEO_EDGE_PX on a side or over MAX_VIDEO_PIXELS. */
  videoTooLarge: 'video_too_large',
  /** 422: a video is longer than MAX_VIDEO_DURATION_S. */
  videoTooLong: 'video_too_long',
  /** 403: the user's stored assets would be over MAX_STORAGE_BYTES_PER_USER. */
  storageQuotaExceeded: 'storage_quota_exceeded',
  /** 403: a /media/ URL whose signature is wrong or whose time is up. */
  invalidSignature: 'invalid_signature',
  // ---- Public site: newsletter and contact form ----
  /** 400: a newsletter confirm or unsubscribe link that is wrong or expired. */
  invalidNewsletterToken: 'invalid_newsletter_token',
  /** 400: a contact message with more than MAX_CONTACT_FILES attachments. */
  tooManyFiles: 'too_many_files',
  // ---- Admin: the Engines page (docs/engines.md "The Engines page") ----
  /** 409: an AI_ENGINE variable chose this studio's engine; the page cannot change it. */
  engineSetByEnvironment: 'engine_set_by_environment',
  /** 422: the chosen engine cannot run with these settings (a key or URL is missing). */
  engineNotReady: 'engine_not_ready',
  /**
   * 400: a new base URL with the saved key: the key is sent only where it was saved for, so a
   * new address needs the key typed again (saving or testing).
   */
  engineSecretRequired: 'engine_secret_required',
  // ---- Payments (docs/payments.md) ----
  /** 400: the payment method is not one this server takes (PAYMENT_PROVIDERS). */
  paymentMethodUnavailable: 'payment_method_unavailable',
  /** 400: the free trial and enterprise are not sold at checkout. */
  planNotPurchasable: 'plan_not_purchasable',
  /** 502: the gateway did not start the checkout; nothing was charged. */
  paymentGatewayUnavailable: 'payment_gateway_unavailable',
  /** 503: no gateway is on (PAYMENT_PROVIDERS is empty: production's default). */
  paymentsNotConfigured: 'payments_not_configured',
  // ---- Admin: users (docs/admin.md) ----
  /** 403 on sign-in with the right password (or Google): an admin disabled the account. */
  accountDisabled: 'account_disabled',
  /** 409: an admin tried to disable their own account, which would lock them out. */
  cannotDisableSelf: 'cannot_disable_self',
  /** 409: an admin's credit removal is more than the balance; nothing changed. */
  creditsBelowZero: 'credits_below_zero',
  // ---- Admin: the blog (docs/admin.md#blog-management) ----
  /** 409: a category or author that posts still name cannot be deleted; move the posts first. */
  blogTaxonomyInUse: 'blog_taxonomy_in_use',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

/**
 * Methods whose error bodies use `message`; every other method uses `detail`
 * (docs/product-rules.md#how-errors-reach-the-user).
 */
export function errorFieldFor(method: string): 'message' | 'detail' {
  return method.toUpperCase() === 'GET' || method.toUpperCase() === 'HEAD' ? 'message' : 'detail';
}
