import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AI_SERVICE_ENGINE_VARIABLES,
  JWT_SECRET_FILE,
  loadConfig,
  SETTINGS_KEY_FILE,
} from '../../server/config';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const tempDirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('gives the embedded defaults (docs/architecture.md#configuration) when nothing is set', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8080,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: path.resolve('data'),
      STATIC_DIR: path.resolve('dist'),
      AI_ENGINE: 'local',
      AI_ENGINE_VIRTUAL_TRYON: 'local',
      AI_ENGINE_IMAGE_TO_VIDEO: 'local',
      PAYMENT_PROVIDERS: ['sandbox'],
      ADMIN_EMAILS: [],
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WORKERS).toBeUndefined();
  });

  it('takes the public origin from PORT when PUBLIC_URL is unset, so mailed links reach a local run', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, PORT: '4400' }).PUBLIC_URL).toBe(
      'http://localhost:4400',
    );
    expect(
      loadConfig({ JWT_SECRET: SECRET, PORT: '4400', PUBLIC_URL: 'https://studio.vn/' }).PUBLIC_URL,
    ).toBe('https://studio.vn');
  });

  it('returns a frozen object', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => Object.assign(config, { PORT: 1 })).toThrow(TypeError);
  });

  it('lists every invalid variable in one error', () => {
    const load = () =>
      loadConfig({ JWT_SECRET: SECRET, PORT: '99999', AI_ENGINE: 'gpt', WORKERS: '2' });
    expect(load).toThrow(/Invalid configuration/);
    expect(load).toThrow(/PORT:/);
    expect(load).toThrow(/AI_ENGINE:/);
    expect(load).toThrow(/WORKERS:/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PORT: '', DATABASE_URL: ' ' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses ADMIN_EMAILS as a trimmed, lower-cased list', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      ADMIN_EMAILS: ' Admin@Example.com, ops@example.com ,, ',
    });
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.com', 'ops@example.com']);
  });

  it('refuses an ADMIN_EMAILS entry that is not an e-mail address', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, ADMIN_EMAILS: 'admin@example.com,nobody' }),
    ).toThrow(/ADMIN_EMAILS/);
  });

  it('lets AI_ENGINE_<SERVICE> override AI_ENGINE for that service only', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      AI_ENGINE: 'fal',
      AI_ENGINE_HAIRSTYLE_CHANGER: 'replicate',
    });
    expect(config.AI_ENGINE_HAIRSTYLE_CHANGER).toBe('replicate');
    expect(config.AI_ENGINE_VIRTUAL_TRYON).toBe('fal');
    expect(config.CONFIG_WARNINGS).toEqual([]);
  });

  it('names each studio’s variable after its slug in the registry', () => {
    expect(Object.values(AI_SERVICE_ENGINE_VARIABLES).sort()).toEqual([
      'AI_ENGINE_BODY_GENERATOR',
      'AI_ENGINE_HAIRSTYLE_CHANGER',
      'AI_ENGINE_IMAGE_EDITING',
      'AI_ENGINE_IMAGE_TO_VIDEO',
      'AI_ENGINE_VIRTUAL_TRYON',
    ]);
  });

  it('still reads the old AI_ENGINE_HAIRSTYLE, with a warning to rename it', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, AI_ENGINE_HAIRSTYLE: 'fal' });

    expect(config.AI_ENGINE_HAIRSTYLE_CHANGER).toBe('fal');
    expect(config.AI_ENGINE_BODY_GENERATOR).toBe('local');
    expect(config).not.toHaveProperty('AI_ENGINE_HAIRSTYLE');
    expect(config.CONFIG_WARNINGS).toEqual([
      'AI_ENGINE_HAIRSTYLE is a deprecated name: rename it to AI_ENGINE_HAIRSTYLE_CHANGER.',
    ]);
  });

  it('lets the new name win over the old one, and says the old one is ignored', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      AI_ENGINE_HAIRSTYLE: 'fal',
      AI_ENGINE_HAIRSTYLE_CHANGER: 'local',
    });

    expect(config.AI_ENGINE_HAIRSTYLE_CHANGER).toBe('local');
    expect(config.CONFIG_WARNINGS).toEqual([
      'AI_ENGINE_HAIRSTYLE is ignored: AI_ENGINE_HAIRSTYLE_CHANGER is set. Remove AI_ENGINE_HAIRSTYLE.',
    ]);
  });

  it('checks the old name’s value like the new one’s', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, AI_ENGINE_HAIRSTYLE: 'gpt' })).toThrow(
      /AI_ENGINE_HAIRSTYLE:/,
    );
  });

  it('refuses WORKERS=0 without DATABASE_URL: on PGlite no job would ever run', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, WORKERS: '0' })).toThrow(
      /WORKERS:.*DATABASE_URL/,
    );
    const scaled = loadConfig({
      JWT_SECRET: SECRET,
      WORKERS: '0',
      DATABASE_URL: 'postgres://db/app',
    });
    expect(scaled.WORKERS).toBe('0');
  });

  it('gives the accounts defaults: 7-day tokens, Google endpoints, the mail sender', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      JWT_TTL: 7 * 86_400,
      FIREBASE_JWKS_URL:
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      MAIL_FROM: 'Studio AI <no-reply@studioai.vn>',
    });
    expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('reads JWT_TTL as seconds or with a unit, and refuses anything else', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_TTL: '3600' }).JWT_TTL).toBe(3_600);
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_TTL: '12h' }).JWT_TTL).toBe(43_200);
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_TTL: '2w' }).JWT_TTL).toBe(1_209_600);
    expect(() => loadConfig({ JWT_SECRET: SECRET, JWT_TTL: 'a week' })).toThrow(/JWT_TTL/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, JWT_TTL: '0' })).toThrow(/JWT_TTL/);
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: 'mysql://db/app' })).toThrow(
      /DATABASE_URL/,
    );
  });
});

describe('the generated JWT secret', () => {
  it('is generated once, kept in DATA_DIR with mode 0600, and reused by the next start', () => {
    const dataDir = tempDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(file, 'utf8')).toBe(first.JWT_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('differs between data directories', () => {
    expect(loadConfig({ DATA_DIR: tempDataDir() }).JWT_SECRET).not.toBe(
      loadConfig({ DATA_DIR: tempDataDir() }).JWT_SECRET,
    );
  });

  it('is refused in production with DATABASE_URL, where several processes must share one', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      DATA_DIR: tempDataDir(),
    };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: required in production/);
    const key = '00'.repeat(32);
    expect(
      loadConfig({ ...env, JWT_SECRET: SECRET, SETTINGS_ENCRYPTION_KEY: key }).JWT_SECRET,
    ).toBe(SECRET);
  });

  it('refuses a JWT_SECRET too short for HS256', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('SETTINGS_ENCRYPTION_KEY (docs/engines.md "The Engines page")', () => {
  it('is generated once into DATA_DIR, readable by its owner only, and kept', () => {
    const dataDir = tempDataDir();
    const key = loadConfig({ DATA_DIR: dataDir }).SETTINGS_ENCRYPTION_KEY;
    expect(key).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dataDir }).SETTINGS_ENCRYPTION_KEY).toEqual(key);
    expect(statSync(path.join(dataDir, SETTINGS_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('is read as 64 hex digits or base64 of 32 bytes, and anything else refused', () => {
    expect(
      loadConfig({ SETTINGS_ENCRYPTION_KEY: 'ab'.repeat(32) }).SETTINGS_ENCRYPTION_KEY,
    ).toEqual(Buffer.alloc(32, 0xab));
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SETTINGS_ENCRYPTION_KEY: base64 }).SETTINGS_ENCRYPTION_KEY).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /SETTINGS_ENCRYPTION_KEY: 32 bytes/,
    );
  });

  it('is required in production with DATABASE_URL, where several processes must share one', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      DATA_DIR: tempDataDir(),
      JWT_SECRET: SECRET,
    };
    expect(() => loadConfig(env)).toThrow(/SETTINGS_ENCRYPTION_KEY: required in production/);
  });
});

describe('which variable chose each engine', () => {
  it('names AI_ENGINE_<SERVICE>, else AI_ENGINE, else none (the admin page may choose)', () => {
    const config = loadConfig({ AI_ENGINE_HAIRSTYLE_CHANGER: 'local' });
    expect(config.ENGINE_CHOSEN_BY['hairstyle-changer']).toBe('AI_ENGINE_HAIRSTYLE_CHANGER');
    expect(config.ENGINE_CHOSEN_BY['virtual-tryon']).toBeNull();
    expect(config.AI_ENGINE).toBe('local');
    expect(loadConfig({ AI_ENGINE: 'local' }).ENGINE_CHOSEN_BY['virtual-tryon']).toBe('AI_ENGINE');
  });
});

describe('DEV_TOOLS (docs/dev-tools.md)', () => {
  const devTools = (env: Record<string, string>) =>
    loadConfig({ JWT_SECRET: SECRET, ...env }).DEV_TOOLS;

  it('is on by default: the default HOST is loopback', () => {
    expect(devTools({})).toBe(true);
  });

  it('unset, follows HOST: on for a loopback address or localhost, off for any other', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(devTools({ HOST: host }), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'studio.example.com']) {
      expect(devTools({ HOST: host }), host).toBe(false);
    }
  });

  it('set, wins over HOST: 1 turns them on, 0 off', () => {
    expect(devTools({ HOST: '0.0.0.0', DEV_TOOLS: '1' })).toBe(true);
    expect(devTools({ HOST: '127.0.0.1', DEV_TOOLS: '0' })).toBe(false);
  });

  it('is off in production whatever HOST says, and DEV_TOOLS=1 there stops the start', () => {
    expect(devTools({ NODE_ENV: 'production', HOST: '127.0.0.1' })).toBe(false);
    expect(devTools({ NODE_ENV: 'production', DEV_TOOLS: '0' })).toBe(false);
    expect(() => devTools({ NODE_ENV: 'production', DEV_TOOLS: '1' })).toThrow(
      /DEV_TOOLS: '1' is refused in production/,
    );
  });

  it('refuses any value but 0 and 1', () => {
    expect(() => devTools({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS:/);
  });
});

describe('PAYMENT_PROVIDERS (docs/payments.md#which-gateways-are-on)', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
  const vnpayKeys = { VNPAY_TMN_CODE: 'TESTCODE', VNPAY_HASH_SECRET: 'hash-secret' };

  it('defaults to the sandbox outside production, so a fresh clone can buy', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).PAYMENT_PROVIDERS).toEqual(['sandbox']);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'test' }).PAYMENT_PROVIDERS).toEqual([
      'sandbox',
    ]);
  });

  it('defaults to no gateway in production', () => {
    expect(loadConfig(production).PAYMENT_PROVIDERS).toEqual([]);
  });

  it('refuses the sandbox anywhere in the list in production, naming the variable', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDERS: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDERS: 'sandbox' is refused in production/,
    );
    expect(() =>
      loadConfig({ ...production, ...vnpayKeys, PAYMENT_PROVIDERS: 'vnpay,sandbox' }),
    ).toThrow(/PAYMENT_PROVIDERS: 'sandbox' is refused in production/);
  });

  it('takes a real gateway in production', () => {
    expect(
      loadConfig({ ...production, ...vnpayKeys, PAYMENT_PROVIDERS: 'vnpay' }).PAYMENT_PROVIDERS,
    ).toEqual(['vnpay']);
  });
});
