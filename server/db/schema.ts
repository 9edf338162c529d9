/**
 * The database schema (drizzle). After a change, run `npm run db:generate` and commit the new
 * migration in ./migrations: the server applies those at start, never this file directly.
 * SQL must run on PostgreSQL 15 and on PGlite (PostgreSQL 18): no uuidv7()
 * (docs/architecture.md#pglite-caveats).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  GENERATION_PHASES,
  GENERATION_STATUSES,
  type InputRole,
} from '../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../common/routes';
import { DEFAULT_PLAN_ID, PLAN_IDS } from '../../common/plans';
import { AI_ENGINES, ENGINE_QUALITIES, REPLICATE_PROTOCOLS } from '../../common/engines';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
const userReference = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    // gen_random_uuid() is built in since PostgreSQL 13.
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased before it is stored or looked up. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** Null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    language: text('language', { enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    credits: integer('credits').notNull().default(0),
    /**
     * The plan the account is on (common/plans.ts): the free trial until a payment grants a paid
     * plan, which lasts until `plan_ends_at`; past it the account is on the free trial again
     * (`effectivePlanId`).
     */
    planId: text('plan_id', { enum: PLAN_IDS }).notNull().default(DEFAULT_PLAN_ID),
    /** The end of the paid plan's period; null on the free trial. */
    planEndsAt: timestamptz('plan_ends_at'),
    photoUrl: text('photo_url'),
    /** Set once, with the free trial's ledger row: the trial is granted once per account ever. */
    freeTrialGrantedAt: timestamptz('free_trial_granted_at'),
    /** The avatar uploaded on /profile (a square WebP in storage); wins over `photo_url`. */
    avatarKey: text('avatar_key'),
    /** Renewal reminder e-mails (the profile's notification switch); the newsletter has its own. */
    notifyRenewals: boolean('notify_renewals').notNull().default(true),
    /** When the account's data is erased: set by "delete my account", cleared by its cancel. */
    deletionDueAt: timestamptz('deletion_due_at'),
    /**
     * Set by an admin to disable the account: its sessions and API tokens stop working and login
     * is refused until it is cleared (docs/admin.md#disabling-an-account).
     */
    disabledAt: timestamptz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The backstop under the conditional debit (docs/architecture.md#credits-debit-and-refund): a
    // balance never goes negative.
    check('users_credits_non_negative', sql`${table.credits} >= 0`),
    check('users_language_known', sql`${table.language} IN ('vi', 'en')`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Sign-in identities at Firebase or Google, linked to a user
 * (docs/product-rules.md#google-sign-in).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider', { enum: ['firebase', 'google'] }).notNull(),
    /** The provider's stable id for the person: Firebase's uid, Google's `sub`. */
    subject: text('subject').notNull(),
    userId: userReference(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * Signed-in sessions: every access token names one (its `sid` claim) and is honoured only while
 * its row is live, so a session ends on the server when it is revoked (sign-out, sign out
 * everywhere, a password reset or change, a disabled or deleted account), not 7 days later.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    createdAt: createdAt(),
    /** Touched at most once a minute by the requests of the session (docs/accounts.md). */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** What the profile's session list shows: the browser that signed in, and from where. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('user_sessions_user_id_idx').on(table.userId)],
);

/**
 * Fixed-window counters of the rate limits, kept in the database so that every API process
 * counts in the same bucket (one `INSERT … ON CONFLICT DO UPDATE … RETURNING` per hit).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);

/**
 * Codes mailed for the profile page's confirmations: one live code per user and purpose. An
 * e-mail change's code goes to the new address (`target`) and proves it; a deletion's code
 * confirms the deletion of an account that has no password.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    userId: userReference(),
    purpose: text('purpose', { enum: ['email_change', 'deletion'] }).notNull(),
    /** The new address, for an e-mail change. */
    target: text('target'),
    /** HMAC-SHA256 of the code, as for the sign-up code. */
    codeHash: text('code_hash').notNull(),
    /** Tries so far, right or wrong; the code stops working at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    check('account_codes_purpose_known', sql`${table.purpose} IN ('email_change', 'deletion')`),
  ],
);

/** "Export my data": a ZIP made by a job, kept in storage until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [index('data_exports_user_id_idx').on(table.userId)],
);

/** Every change of a balance, written in the transaction that changes `users.credits`. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the account is erased: the row stays, anonymised, as an accounting record
     * (docs/accounts.md, "Deleting an account").
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    /** The payment a plan's or a pack's credits came from (server/modules/payments). */
    paymentId: uuid('payment_id'),
    /** The generation a debit or refund is for; kept (as null) when the generation is deleted. */
    generationId: uuid('generation_id').references(() => generations.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_user_id_created_at_idx').on(table.userId, table.createdAt),
    // The backstop under users.free_trial_granted_at: one free trial per account, ever.
    uniqueIndex('credit_ledger_one_free_trial')
      .on(table.userId)
      .where(sql`reason = 'free_trial'`),
    // The backstops under the generation pipeline: one debit and at most one refund each.
    uniqueIndex('credit_ledger_one_debit_per_generation')
      .on(table.generationId)
      .where(sql`reason = 'generation'`),
    uniqueIndex('credit_ledger_one_refund_per_generation')
      .on(table.generationId)
      .where(sql`reason = 'generation_refund'`),
  ],
);

/** The one pending e-mail verification code of a user; a new code replaces it. */
export const emailVerificationCodes = pgTable('email_verification_codes', {
  userId: userReference().primaryKey(),
  /** HMAC-SHA256 of the code under a server key: six digits alone would be guessed offline. */
  codeHash: text('code_hash').notNull(),
  /** Tries so far, right or wrong; the code stops working at the limit. */
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamptz('sent_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** The one live password-reset link of a user; a new request replaces it, a reset deletes it. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: userReference().primaryKey(),
  /** SHA-256 of the 32 random bytes in the link: a leaked table holds no usable link. */
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/** Mails kept instead of sent while SMTP_URL is unset: the dev mailbox of /dev-tools. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dev_mailbox_created_at_idx').on(table.createdAt)],
);

/**
 * The asset library (docs/product-rules.md#product-and-users): images and videos a user uploaded.
 * The bytes live in storage (DATA_DIR/media or S3) under `storage_key`; this row is what the
 * library lists.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    /** Sniffed from the bytes, never taken from the file name (docs/product-rules.md#uploads). */
    mimeType: text('mime_type').notNull(),
    /** What the user called it, for display only. */
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Videos only. */
    durationMs: integer('duration_ms'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** Videos only: a frame at the player's size, shown before it plays (the thumbnail is small). */
    posterKey: text('poster_key'),
    /** SHA-256 of the uploaded bytes: a re-upload of the same file returns the existing asset. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('assets_kind_known', sql`${table.kind} IN ('image', 'video')`),
    check('assets_byte_size_positive', sql`${table.byteSize} > 0`),
    index('assets_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('assets_user_sha256_idx').on(table.userId, table.sha256),
  ],
);

// ---- Generation pipeline (docs/architecture.md#generation-pipeline) ----

/**
 * One input of a generation, as stored in `generations.inputs`. The bytes are a copy of the
 * generation's own under a content-addressed key, so deleting the asset they came from leaves
 * the history whole, and a regeneration shares them instead of copying them again.
 */
export interface StoredGenerationInput {
  role: InputRole;
  storageKey: string;
  contentType: string;
  /** The library asset it was taken from, when it was. */
  assetId: string | null;
  /** The shipped sample it was taken from (common/samples.ts), when it was. */
  sampleId: string | null;
}

/**
 * What users see of a generation (docs/architecture.md#the-job); pg-boss's rows are the mechanics.
 * `attempts` counts the job's runs and fences them: only the latest run may move the row forward.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    service: text('service', { enum: SERVICE_SLUGS }).notNull(),
    status: text('status', { enum: GENERATION_STATUSES }).notNull().default('queued'),
    phase: text('phase', { enum: GENERATION_PHASES }),
    engine: text('engine').notNull(),
    quality: text('quality', { enum: ['preview', 'standard'] }).notNull(),
    /**
     * The request's parameters as its studio validated them (docs/studios.md "The params
     * column"): try-on's `{ category }`, a video's model and duration, …
     */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    creditsCharged: integer('credits_charged').notNull(),
    /**
     * The plan in force when the generation was requested (common/plans.ts): its gates —
     * watermark, resolution cap, queue priority — are what the run applies, so a plan that ends
     * while a job waits changes nothing for it.
     */
    planId: text('plan_id', { enum: PLAN_IDS }).notNull().default(DEFAULT_PLAN_ID),
    /**
     * Shared by the outputs of one batch request (docs/studios.md "Plan gates"): each output is a
     * generation of its own, charged and refunded alone; history groups them by this id.
     */
    batchId: uuid('batch_id'),
    /** The output's place in its batch, from 0 (the order the request listed them in). */
    batchIndex: integer('batch_index'),
    inputs: jsonb('inputs').$type<StoredGenerationInput[]>().notNull(),
    resultKey: text('result_key'),
    thumbnailKey: text('thumbnail_key'),
    /** A video result's first frame, full size; null for a picture. */
    posterKey: text('poster_key'),
    resultWidth: integer('result_width'),
    resultHeight: integer('result_height'),
    watermarked: boolean('watermarked').notNull().default(false),
    /** A GenerationErrorCode: what the user is told. */
    errorCode: text('error_code'),
    /** What went wrong underneath, for the team; never sent to a client. */
    errorDetail: text('error_detail'),
    shared: boolean('shared').notNull().default(false),
    /** Set while shared; a new share makes a new token, so an old link stays dead. */
    shareToken: text('share_token').unique(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    check(
      'generations_status_known',
      sql`${table.status} IN ('queued', 'processing', 'success', 'failed')`,
    ),
    check(
      'generations_phase_known',
      sql`${table.phase} IN ('analysing', 'processing', 'generating', 'completing')`,
    ),
    check('generations_credits_charged_non_negative', sql`${table.creditsCharged} >= 0`),
    // The history: one user's generations, newest first, keyset-paginated by (created_at, id).
    index('generations_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // A batch's outputs, read together for its answer and its replay.
    index('generations_batch_idx')
      .on(table.batchId, table.batchIndex)
      .where(sql`${table.batchId} IS NOT NULL`),
    // The community feed: the newest shared results of everyone.
    index('generations_shared_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.shared}`),
    // A studio's measured wait: its latest successful runs on one engine
    // (server/modules/generations/run-durations.repository.ts).
    index('generations_success_finished_idx')
      .on(table.service, table.engine, table.finishedAt.desc())
      .where(sql`${table.status} = 'success'`),
  ],
);

/**
 * A user's body models (docs/studios.md "Body models"): pictures of their asset library marked
 * as models to dress, most often a body generator result saved with its parameters. The
 * picture stays the asset's: deleting the asset removes the model; deleting the generation it
 * came from keeps it, without its link.
 */
export const bodyModels = pgTable(
  'body_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id').references(() => generations.id, {
      onDelete: 'set null',
    }),
    /** The body generator's parameters the picture was made with, when it was. */
    params: jsonb('params').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    // An asset is one model at most: saving it again finds the one there is.
    uniqueIndex('body_models_asset_idx').on(table.assetId),
    index('body_models_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/**
 * Idempotency-Key of a generation request (docs/architecture.md#idempotency-keys), per user. A row
 * is claimed (with `claim_id`, no generation yet) before the inputs are stored, and gets its
 * generation in the transaction that debits: a replay finds the generation, a twin in flight finds
 * the claim.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userReference(),
    key: text('key').notNull(),
    /** SHA-256 of what the request asked for: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Who holds the claim while the generation is being created. */
    claimId: uuid('claim_id').notNull(),
    generationId: uuid('generation_id').references(() => generations.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

// ---- Public site: blog, newsletter, contact ----

/** Raw bytes. PGlite reads bytea as Uint8Array and pg as Buffer: both come out as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Who writes the blog. Texts are Vietnamese, with English beside them where translated. */
export const blogAuthors = pgTable('blog_authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  roleVi: text('role_vi').notNull().default(''),
  roleEn: text('role_en'),
  bioVi: text('bio_vi').notNull().default(''),
  bioEn: text('bio_en'),
  createdAt: createdAt(),
});

export const blogCategories = pgTable('blog_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en'),
  descriptionVi: text('description_vi').notNull().default(''),
  descriptionEn: text('description_en'),
  createdAt: createdAt(),
});

export const blogTags = pgTable('blog_tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en'),
  createdAt: createdAt(),
});

/**
 * A post in Vietnamese, and in English where the English columns are set (the reader's language,
 * falling back to Vietnamese). Published once `published_at` has passed; null is a draft.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en'),
    /** The title folded to plain lower-case ASCII, so A-Z puts "Ánh" beside "Anh", not after "Z". */
    titleSortVi: text('title_sort_vi').notNull(),
    titleSortEn: text('title_sort_en'),
    excerptVi: text('excerpt_vi').notNull(),
    excerptEn: text('excerpt_en'),
    /** Markdown without raw HTML (checked on write). */
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en'),
    readingMinutesVi: integer('reading_minutes_vi').notNull(),
    readingMinutesEn: integer('reading_minutes_en'),
    coverImage: text('cover_image').notNull(),
    coverAltVi: text('cover_alt_vi').notNull(),
    coverAltEn: text('cover_alt_en'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('blog_posts_published_at_idx').on(table.publishedAt),
    index('blog_posts_category_id_idx').on(table.categoryId),
    index('blog_posts_author_id_idx').on(table.authorId),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index('blog_post_tags_tag_id_idx').on(table.tagId),
  ],
);

/** Plain text, never HTML: it is shown as text whatever it contains. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: userReference(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('blog_comments_body_length', sql`char_length(${table.body}) BETWEEN 2 AND 2000`),
    index('blog_comments_post_created_idx').on(table.postId, table.createdAt),
  ],
);

/** Double opt-in: pending until the mailed link is opened; unsubscribing keeps the row. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    language: text('language', { enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the confirmation link's token; cleared by an unsubscribe. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamptz('confirm_expires_at'),
    confirmedAt: timestamptz('confirmed_at'),
    unsubscribedAt: timestamptz('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'newsletter_status_known',
      sql`${table.status} IN ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * A message from the contact form (docs/product-rules.md#contact-form), kept whatever happens to
 * its mails.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Normalised to 0xxxxxxxxx; optional. */
    phone: text('phone'),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    language: text('language', { enum: ['vi', 'en'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** The files of a contact message, in the database: few, small, and read only by the team. */
export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes (PNG, JPEG, WebP or PDF). */
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_attachments_message_id_idx').on(table.messageId)],
);

/**
 * A studio's engine as an admin chose it on the Engines page (docs/engines.md "The Engines
 * page"); an AI_ENGINE variable still wins. The key is sealed with SETTINGS_ENCRYPTION_KEY.
 */
export const engineSettings = pgTable('engine_settings', {
  service: text('service', { enum: SERVICE_SLUGS }).primaryKey(),
  engine: text('engine', { enum: AI_ENGINES }).notNull(),
  /** The provider's key or token, AES-256-GCM: `iv.tag.ciphertext` in base64url. */
  secretSealed: text('secret_sealed'),
  /** The key's last characters, to show it masked without opening it. */
  secretHint: text('secret_hint'),
  baseUrl: text('base_url'),
  replicateProtocol: text('replicate_protocol', { enum: REPLICATE_PROTOCOLS }),
  replicateModel: text('replicate_model'),
  /** The label users see on its results. */
  quality: text('quality', { enum: ENGINE_QUALITIES }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
// ---- Public API: tokens and webhooks (docs/public-api.md) ----

/**
 * API tokens for the public API. Only the SHA-256 of the secret is kept: a leaked table gives no
 * usable token. `prefix` is the secret's first characters, for the list to tell tokens apart.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    /** The studios (service slugs) the token may run. */
    services: text('services', { enum: SERVICE_SLUGS }).array().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    active: boolean('active').notNull().default(true),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('api_tokens_rate_limit_range', sql`${table.rateLimitPerMinute} BETWEEN 1 AND 1000`),
    index('api_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Requests and errors per token per UTC day, for the usage cards and the 30-day chart. Kept
 * after the token is deleted (no foreign key on it), so the account's history stays whole.
 */
export const apiTokenUsage = pgTable(
  'api_token_usage',
  {
    tokenId: uuid('token_id').notNull(),
    userId: userReference(),
    day: text('day').notNull(),
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tokenId, table.day] }),
    index('api_token_usage_user_day_idx').on(table.userId, table.day),
  ],
);

/**
 * Where an account's webhook deliveries go. The signing secret is kept as is (it signs every
 * delivery); it is shown to the owner once, at creation.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    /** Set when a delivery ran out of retries; cleared by the next delivery that succeeds. */
    failingSince: timestamptz('failing_since'),
    /**
     * Set when the account's access was recovered (a password reset, a deletion request, or
     * signing out everywhere or changing the password with "also API access"): no event is sent
     * to it until its owner resumes it (docs/public-api.md#paused-endpoints).
     */
    pausedAt: timestamptz('paused_at'),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_user_id_idx').on(table.userId)],
);

/** One event sent (or being sent) to one endpoint: the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks message id (`webhook-id`): the same on every retry. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last attempt's HTTP status; null when it got no answer (refused, timed out). */
    responseStatus: integer('response_status'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_created_idx').on(table.endpointId, table.createdAt),
  ],
);

// ---- Credits and payments (docs/payments.md) ----

/**
 * One grant of credits (the free trial, a month of a plan, a pack) and what is left of it. Credits
 * roll over: a grant can be spent until `expires_at` (CREDIT_LIFETIME_MONTHS after it was
 * given), oldest first; what is left then leaves the balance with an expiry row of the ledger
 * (docs/payments.md#credits). `users.credits` is always at least the sum of `remaining`: credits
 * given before grants existed, or by hand, have no grant and never lapse.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userReference(),
    /** free_trial, plan, pack or backfill (a balance that predates grants). */
    source: text('source').notNull(),
    credits: integer('credits').notNull(),
    remaining: integer('remaining').notNull(),
    grantedAt: timestamptz('granted_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The payment that bought it (a plan's months, a pack); null for the free trial. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Which month of the payment's period this grant is (0 for a pack or a monthly plan). */
    periodMonth: integer('period_month').notNull().default(0),
  },
  (table) => [
    check(
      'credit_grants_remaining_in_range',
      sql`${table.remaining} BETWEEN 0 AND ${table.credits}`,
    ),
    index('credit_grants_user_id_expires_at_idx').on(table.userId, table.expiresAt),
    index('credit_grants_lapsing_idx')
      .on(table.expiresAt)
      .where(sql`remaining > 0`),
    // Exactly once per payment and month, whatever replays or races deliver the notification.
    uniqueIndex('credit_grants_one_per_payment_month')
      .on(table.paymentId, table.periodMonth)
      .where(sql`payment_id IS NOT NULL`),
  ],
);

/** Which grants a generation's debit drew on, so a refund goes back to the same grants. */
export const creditGrantUses = pgTable(
  'credit_grant_uses',
  {
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => creditGrants.id, { onDelete: 'cascade' }),
    /** Credits taken from the grant and not yet refunded. */
    credits: integer('credits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.generationId, table.grantId] })],
);

/**
 * A purchase: a plan for a period or a credit pack, paid through one gateway. Only the verified
 * server-to-server notification completes it (docs/payments.md#money-rules).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is erased: the payment stays as an accounting record. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** plan or pack. */
    kind: text('kind').notNull(),
    planId: text('plan_id'),
    /** monthly or annual, for a plan. */
    period: text('period'),
    packId: text('pack_id'),
    /** The price, VAT included, in whole đồng. */
    amountVnd: integer('amount_vnd').notNull(),
    /** What the gateway is asked for when it does not take VND (PayPal: USD cents). */
    gatewayAmount: integer('gateway_amount').notNull(),
    gatewayCurrency: text('gateway_currency').notNull(),
    /** Credits the purchase grants: a pack's, or a plan's per month. Null is unlimited. */
    credits: integer('credits'),
    /** sandbox, vnpay, momo, stripe or paypal. */
    method: text('method').notNull(),
    /** pending, completed or failed. */
    status: text('status').notNull().default('pending'),
    /** Why it failed, as a stable code (cancelled, declined, timeout, …). */
    failureReason: text('failure_reason'),
    /** The gateway's own reference of the transaction or session. */
    gatewayReference: text('gateway_reference'),
    /** The language of the pages and mails of this payment. */
    language: text('language', { enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamptz('completed_at'),
    /** A plan's paid period, set when the payment completes. */
    periodStartsAt: timestamptz('period_starts_at'),
    periodEndsAt: timestamptz('period_ends_at'),
  },
  (table) => [
    check('payments_status_known', sql`${table.status} IN ('pending', 'completed', 'failed')`),
    check('payments_amount_positive', sql`${table.amountVnd} > 0`),
    index('payments_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Every state change of a payment, with the gateway's payload (secrets redacted). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when a notification names no payment we know (kept for the record). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** checkout, notification, return, query or timeout. */
    kind: text('kind').notNull(),
    /** What we made of it: completed, failed, duplicate, invalid_signature, … */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_events_payment_id_idx').on(table.paymentId, table.createdAt)],
);

/** A renewal reminder sent (7 or 1 days before a plan's period ends), once per period end. */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    userId: userReference(),
    periodEndsAt: timestamptz('period_ends_at').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.periodEndsAt, table.daysBefore] })],
);

/**
 * One row per admin write, in the write's own transaction (docs/admin.md#audit-log). `before` and
 * `after` hold the changed fields only, never a secret (password hash, token, key).
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the admin's account is erased: the row stays as the record of what was done. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `user.update` (server/modules/admin/admin-audit.ts). */
    action: text('action').notNull(),
    /** What it was done to: `user`, `blog_post`, `engine`... and its id or key. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_created_at_idx').on(table.createdAt),
    index('admin_audit_admin_id_created_at_idx').on(table.adminId, table.createdAt),
    index('admin_audit_target_idx').on(table.targetType, table.targetId),
  ],
);
