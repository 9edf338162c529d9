/**
 * Environment -> typed, frozen configuration with the embedded defaults of
 * docs/architecture.md#configuration: with no variable set, one process runs everything from
 * ./data. Keys keep the variables' names.
 */
import { AI_ENGINES, type AiEngine, REPLICATE_PROTOCOLS } from '../common/engines';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '../common/brand';
import { SERVICE_SLUGS, type ServiceSlug } from '../common/studios/studios';
import { isLoopbackHost } from './http/loopback';
import { StartupError } from './startup-error';

/** `DATA_DIR=memory://` keeps PGlite in memory and writes nothing to disk (tests). */
export const IN_MEMORY_DATA_DIR = 'memory://';

/** Where an unset JWT_SECRET is generated once and kept, inside DATA_DIR. */
export const JWT_SECRET_FILE = 'jwt-secret';
export const SETTINGS_KEY_FILE = 'settings-key';
const SETTINGS_KEY_BYTES = 32;
const JWT_SECRET_BYTES = 48;
/** HS256 keys shorter than the hash output weaken it (RFC 7518 §3.2). */
const MIN_JWT_SECRET_LENGTH = 32;

export { AI_ENGINES, type AiEngine };

type UpperSnake<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Uppercase<Head>}_${UpperSnake<Tail>}`
  : Uppercase<Text>;
/** A studio's engine variable: AI_ENGINE_ and its slug in upper snake case (docs/studios.md). */
export type EngineVariable<Service extends string> = `AI_ENGINE_${UpperSnake<Service>}`;

export function engineVariableOf<Service extends ServiceSlug>(
  service: Service,
): EngineVariable<Service> {
  return `AI_ENGINE_${service.toUpperCase().replaceAll('-', '_')}` as EngineVariable<Service>;
}

/** Each studio's AI_ENGINE_<SERVICE>, which sets its engine alone; AI_ENGINE is the fallback. */
export const AI_SERVICE_ENGINE_VARIABLES = Object.fromEntries(
  SERVICE_SLUGS.map((service) => [service, engineVariableOf(service)]),
) as { readonly [Service in ServiceSlug]: EngineVariable<Service> };
type AiServiceEngineVariable = EngineVariable<ServiceSlug>;

/** Old names of engine variables: still read, with a warning at start, until renamed. */
export const RENAMED_ENGINE_VARIABLES = {
  AI_ENGINE_HAIRSTYLE: 'AI_ENGINE_HAIRSTYLE_CHANGER',
} as const satisfies Record<string, AiServiceEngineVariable>;
type RenamedEngineVariable = keyof typeof RENAMED_ENGINE_VARIABLES;

export const PAYMENT_PROVIDERS = ['sandbox', 'vnpay', 'momo', 'stripe', 'paypal'] as const;
type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * PAYMENT_PROVIDERS when unset (docs/payments.md#which-gateways-are-on): the sandbox outside
 * production, so a fresh clone can buy; none in production, where the sandbox would hand out
 * plans for a button press.
 */
function defaultPaymentProviders(nodeEnv: string): PaymentProvider[] {
  return nodeEnv === 'production' ? [] : ['sandbox'];
}

/** Google's public keys for Firebase ID tokens (JWK), and for Google OAuth ID tokens. */
const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const SECONDS_PER_UNIT = { s: 1, m: 60, h: 3_600, d: 86_400, w: 604_800 } as const;

const aiEngine = z.enum(AI_ENGINES);
const url = (protocol: RegExp) => z.url({ protocol }).optional();
const commaList = <Item extends z.ZodType<string, string>>(item: Item) =>
  z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** A duration such as `3600`, `45m`, `12h` or `7d`, parsed to whole seconds. */
const durationInSeconds = z
  .string()
  .regex(/^\d+[smhdw]?$/, 'a number of seconds, or a number with s, m, h, d or w')
  .transform((text) => {
    const multiplier = SECONDS_PER_UNIT[text.at(-1) as keyof typeof SECONDS_PER_UNIT];
    return multiplier ? Number(text.slice(0, -1)) * multiplier : Number(text);
  })
  .pipe(z.number().int().positive());

/**
 * TRUST_PROXY: which reverse proxies may name the client in X-Forwarded-For, as a number of
 * proxy hops in front of the server or the proxies' own addresses (IPs or CIDR ranges).
 */
const TRUSTED_PROXIES_FORMAT =
  'a number of proxy hops, or a comma-separated list of proxy IPs or CIDR ranges';
const trustedProxies = z.union(
  [
    z.string().regex(/^\d+$/).transform(Number),
    commaList(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).refine(
      (proxies) => proxies.length > 0,
      TRUSTED_PROXIES_FORMAT,
    ),
  ],
  { error: TRUSTED_PROXIES_FORMAT },
);

const serviceEngineVariables = Object.fromEntries(
  [...Object.values(AI_SERVICE_ENGINE_VARIABLES), ...Object.keys(RENAMED_ENGINE_VARIABLES)].map(
    (name) => [name, aiEngine.optional()],
  ),
) as Record<AiServiceEngineVariable | RenamedEngineVariable, z.ZodOptional<typeof aiEngine>>;

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    /** Unset: the socket's address is the client's (docs/rate-limits.md). */
    TRUST_PROXY: trustedProxies.optional(),
    /** Unset: this machine at PORT (the links in e-mails then work for a local run on any port). */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default('./data'),
    STATIC_DIR: z.string().default('./dist'),
    DATABASE_URL: url(/^postgres(ql)?$/),
    STORAGE_URL: url(/^s3$/),
    SMTP_URL: url(/^smtps?$/),
    JWT_SECRET: z.string().min(MIN_JWT_SECRET_LENGTH).optional(),
    /**
     * How long a sign-in lasts; comes out in seconds (the token carries exp,
     * docs/product-rules.md#user-and-token).
     */
    JWT_TTL: durationInSeconds.default(7 * SECONDS_PER_UNIT.d),
    ADMIN_EMAILS: commaList(z.email().toLowerCase()).default([]),
    AI_ENGINE: aiEngine.optional(),
    ...serviceEngineVariables,
    FAL_KEY: z.string().optional(),
    FAL_BASE_URL: url(/^https?$/),
    REPLICATE_API_TOKEN: z.string().optional(),
    /**
     * The key that encrypts engine keys saved on the admin Engines page: 32 bytes, base64 or hex.
     * Unset: generated once into DATA_DIR (docs/engines.md "The Engines page").
     */
    SETTINGS_ENCRYPTION_KEY: z
      .string()
      .refine((key) => decodeKey(key) !== undefined, '32 bytes, as 64 hex digits or base64')
      .optional(),
    /** Replicate's API, or a self-hosted Cog container with REPLICATE_PROTOCOL=cog. */
    REPLICATE_BASE_URL: url(/^https?$/),
    REPLICATE_PROTOCOL: z.enum(REPLICATE_PROTOCOLS).optional(),
    /** The try-on model on Replicate (`owner/name:version`): no default, for its licence's sake. */
    REPLICATE_TRYON_MODEL: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/, 'owner/name or owner/name:<64-hex version>')
      .optional(),
    /** Unset: defaultPaymentProviders (the sandbox outside production, none in it). */
    PAYMENT_PROVIDERS: commaList(z.enum(PAYMENT_PROVIDERS)).optional(),
    // VNPay 2.1.0 (docs/payments.md#vnpay): required when PAYMENT_PROVIDERS names vnpay.
    VNPAY_TMN_CODE: z.string().optional(),
    VNPAY_HASH_SECRET: z.string().optional(),
    VNPAY_PAYMENT_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
    // MoMo AIO v2 (docs/payments.md#momo): the three keys are required when momo is on.
    MOMO_PARTNER_CODE: z.string().optional(),
    MOMO_ACCESS_KEY: z.string().optional(),
    MOMO_SECRET_KEY: z.string().optional(),
    MOMO_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://test-payment.momo.vn'),
    // Stripe Checkout (docs/payments.md#stripe): both keys are required when stripe is on.
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
    // PayPal Orders v2 (docs/payments.md#paypal): keys, webhook id and the rate are required
    // when paypal is on (VND is not a PayPal currency).
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
    PAYPAL_VND_PER_USD: z.coerce.number().positive().optional(),
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_API_KEY: z.string().optional(),
    FIREBASE_AUTH_DOMAIN: z.hostname().optional(),
    FIREBASE_APP_ID: z.string().optional(),
    FIREBASE_JWKS_URL: z.url({ protocol: /^https?$/ }).default(FIREBASE_JWKS_URL),
    // Google's OAuth code exchange (POST /auth/google/callback): off until both are set.
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default(GOOGLE_TOKEN_URL),
    GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default(GOOGLE_JWKS_URL),
    MAIL_FROM: z.string().default('Studio AI <no-reply@studioai.vn>'),
    /** Where contact-form messages go (docs/product-rules.md#contact-form). */
    CONTACT_EMAIL: z.email().default(BRAND.supportEmail),
    // Unset: job handlers run inside the server process. '0': none run there (`npm run worker`).
    WORKERS: z.literal('0', { error: "unset runs jobs in-process; '0' runs none" }).optional(),
    // The dev mailbox, /dev-tools and the demo account; unset: on with a loopback HOST only.
    DEV_TOOLS: z.enum(['0', '1'], { error: "'1' turns the dev tools on, '0' off" }).optional(),
    // Webhook URLs on private, loopback and link-local addresses, and plain http: '1' allows
    // them (development, tests); unset refuses them (docs/public-api.md#webhooks).
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['0', '1'], { error: "'1' allows private webhook addresses, '0' refuses them" })
      .optional(),
  })
  .superRefine((env, context) => {
    // Every API and worker process must verify the same tokens, so none may invent its own.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'required in production with DATABASE_URL: every process must share one secret',
      });
    }
    // Every process must read the engine keys the admin page saved with the same key.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SETTINGS_ENCRYPTION_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['SETTINGS_ENCRYPTION_KEY'],
        message: 'required in production with DATABASE_URL: every process must share one key',
      });
    }
    // A gateway that is on needs its keys: a checkout it cannot sign would fail every buyer.
    const keysOf = {
      vnpay: ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET'],
      momo: ['MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY'],
      stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
      paypal: [
        'PAYPAL_CLIENT_ID',
        'PAYPAL_CLIENT_SECRET',
        'PAYPAL_WEBHOOK_ID',
        'PAYPAL_VND_PER_USD',
      ],
    } as const;
    const providers = env.PAYMENT_PROVIDERS ?? [];
    for (const [provider, names] of Object.entries(keysOf)) {
      if (!providers.includes(provider as keyof typeof keysOf)) continue;
      for (const name of names) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `required with ${provider} in PAYMENT_PROVIDERS`,
          });
        }
      }
    }
    // Workers need PostgreSQL: on PGlite no other process may open the data, so no job would run.
    if (env.WORKERS === '0' && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message: "'0' needs DATABASE_URL: with PGlite only the server process can run the jobs",
      });
    }
    // Refused rather than ignored: the setting contradicts itself, and guessing either way hides
    // it (docs/dev-tools.md).
    if (env.NODE_ENV === 'production' && env.DEV_TOOLS === '1') {
      context.addIssue({
        code: 'custom',
        path: ['DEV_TOOLS'],
        message:
          "'1' is refused in production: the dev tools show sign-up codes and password reset links",
      });
    }
    // Refused like DEV_TOOLS=1: the sandbox's "Pay" grants a plan and moves no money
    // (docs/payments.md#which-gateways-are-on).
    if (env.NODE_ENV === 'production' && providers.includes('sandbox')) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDERS'],
        message:
          "'sandbox' is refused in production: its test page grants plans and credits without any payment",
      });
    }
  });

/** Reads the environment once at start; throws one StartupError that lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new StartupError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const DATA_DIR = isInMemory(vars.DATA_DIR) ? vars.DATA_DIR : path.resolve(vars.DATA_DIR);
  const { serviceEngines, engineChosenBy, warnings } = resolveServiceEngines(vars);
  return Object.freeze({
    ...withoutRenamedVariables(vars),
    ...serviceEngines,
    /** What the start logs as warnings (an engine variable still under its old name). */
    CONFIG_WARNINGS: Object.freeze(warnings),
    ADMIN_EMAILS: Object.freeze(vars.ADMIN_EMAILS),
    PAYMENT_PROVIDERS: Object.freeze(
      vars.PAYMENT_PROVIDERS ?? defaultPaymentProviders(vars.NODE_ENV),
    ),
    PUBLIC_URL: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    DATA_DIR,
    STATIC_DIR: path.resolve(vars.STATIC_DIR),
    AI_ENGINE: vars.AI_ENGINE ?? 'local',
    /** Which variable chose each studio's engine; null where none did (the admin page may). */
    ENGINE_CHOSEN_BY: Object.freeze(engineChosenBy),
    JWT_SECRET: vars.JWT_SECRET ?? generatedJwtSecret(DATA_DIR),
    SETTINGS_ENCRYPTION_KEY: vars.SETTINGS_ENCRYPTION_KEY
      ? (decodeKey(vars.SETTINGS_ENCRYPTION_KEY) as Buffer)
      : generatedSettingsKey(DATA_DIR),
    DEV_TOOLS: devToolsOn(vars),
    WEBHOOKS_ALLOW_PRIVATE: vars.WEBHOOKS_ALLOW_PRIVATE === '1',
  });
}
export type Config = ReturnType<typeof loadConfig>;

type EngineVariables = Partial<Record<AiServiceEngineVariable | RenamedEngineVariable, AiEngine>>;

/**
 * Each AI_ENGINE_<SERVICE> resolved: its own value, else its old name's (with a warning), else
 * AI_ENGINE.
 */
function resolveServiceEngines(vars: EngineVariables & { AI_ENGINE?: AiEngine | undefined }) {
  const warnings: string[] = [];
  const oldNameOf = Object.fromEntries(
    Object.entries(RENAMED_ENGINE_VARIABLES).map(([oldName, name]) => [name, oldName]),
  ) as Partial<Record<AiServiceEngineVariable, RenamedEngineVariable>>;
  const serviceEngines = Object.fromEntries(
    Object.values(AI_SERVICE_ENGINE_VARIABLES).map((name) => {
      const oldName = oldNameOf[name];
      const old = oldName && vars[oldName];
      if (oldName && old) {
        warnings.push(
          vars[name]
            ? `${oldName} is ignored: ${name} is set. Remove ${oldName}.`
            : `${oldName} is a deprecated name: rename it to ${name}.`,
        );
      }
      return [name, vars[name] ?? old ?? vars.AI_ENGINE ?? 'local'];
    }),
  ) as Record<AiServiceEngineVariable, AiEngine>;
  const engineChosenBy = Object.fromEntries(
    Object.entries(AI_SERVICE_ENGINE_VARIABLES).map(([service, name]) => {
      const oldName = oldNameOf[name];
      const chosenBy = vars[name]
        ? name
        : oldName && vars[oldName]
          ? oldName
          : vars.AI_ENGINE
            ? 'AI_ENGINE'
            : null;
      return [service, chosenBy];
    }),
  ) as Record<ServiceSlug, string | null>;
  return { serviceEngines, engineChosenBy, warnings };
}

function withoutRenamedVariables<Vars extends object>(vars: Vars) {
  const kept: Partial<Vars> = { ...vars };
  for (const oldName of Object.keys(RENAMED_ENGINE_VARIABLES)) delete kept[oldName as keyof Vars];
  return kept as Omit<Vars, RenamedEngineVariable>;
}

export function isInMemory(dataDir: string): boolean {
  return dataDir.startsWith(IN_MEMORY_DATA_DIR);
}

/**
 * Whether the dev tools are on (docs/dev-tools.md): never in production; else as DEV_TOOLS says;
 * unset, only while the server listens on a loopback address, where no one else can reach them.
 */
function devToolsOn(vars: { NODE_ENV: string; DEV_TOOLS?: '0' | '1'; HOST: string }): boolean {
  if (vars.NODE_ENV === 'production') return false;
  if (vars.DEV_TOOLS) return vars.DEV_TOOLS === '1';
  return isLoopbackHost(vars.HOST);
}

/** `FOO=` in a .env file or a shell means "not set", not "set to nothing". */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** A 32-byte key written as 64 hex digits or in base64; undefined if it is not one. */
function decodeKey(text: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return key.length === SETTINGS_KEY_BYTES ? key : undefined;
}

/**
 * Generates the settings key on first start and keeps it beside the embedded database (scale
 * mode sets SETTINGS_ENCRYPTION_KEY, so that a copy of the database alone reveals no engine key).
 */
function generatedSettingsKey(dataDir: string): Buffer {
  if (isInMemory(dataDir)) return randomBytes(SETTINGS_KEY_BYTES);
  const file = path.join(dataDir, SETTINGS_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(SETTINGS_KEY_BYTES).toString('base64'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = decodeKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new StartupError(`${file} is not a 32-byte key: delete it to generate a new one`);
  return key;
}

/** Generates the secret on first start and keeps it, so sessions survive restarts. */
function generatedJwtSecret(dataDir: string): string {
  if (isInMemory(dataDir)) return randomBytes(JWT_SECRET_BYTES).toString('base64url');
  const file = path.join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep the first secret.
    writeFileSync(file, randomBytes(JWT_SECRET_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new StartupError(`${file} is empty or too short: delete it to generate a new secret`);
  }
  return secret;
}
