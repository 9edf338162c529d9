/**
 * e2e tests in Debian's Chromium (no browser download: tests point at the system binary)
 * against the built PWA served by the real server on a fresh embedded database.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** Another build directory lets several e2e runs share this machine (`vite build --outDir`). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const DATA_DIR = join(tmpdir(), `studio-e2e-${PORT}`);
/** The local VNPay (tests/e2e/fake-vnpay-server.ts): 1000 above, clear of other runs' ports. */
const VNPAY_FAKE_PORT = PORT + 1000;
const VNPAY = { VNPAY_TMN_CODE: 'STUDIOAI', VNPAY_HASH_SECRET: 'an-e2e-vnpay-secret' };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  projects: [
    { name: 'chromium', testIgnore: '**/engines.spec.ts' },
    // Switches a studio's engine for the whole server: alone, once every other spec is done.
    { name: 'engines', testMatch: '**/engines.spec.ts', dependencies: ['chromium'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'block',
    locale: 'vi-VN',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        STATIC_DIR,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Specs that sign up many accounts give each its own client address in X-Forwarded-For
        // (fresh-account.ts), as the visitors behind a real proxy have theirs.
        TRUST_PROXY: '1',
        // The admins of engines.spec.ts and admin-dashboard.spec.ts (fresh-account.ts
        // E2E_ADMIN_EMAIL, E2E_STATS_ADMIN_EMAIL): one account each, registered once per server.
        ADMIN_EMAILS: 'e2e-admin@example.vn,e2e-stats-admin@example.vn',
        // The webhook spec's receiver listens on this machine (docs/public-api.md#webhooks).
        WEBHOOKS_ALLOW_PRIVATE: '1',
        // The same origin as baseURL, so a gateway's return lands where the session is stored.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // The sandbox first (the default method), then VNPay on its local fake.
        PAYMENT_PROVIDERS: 'sandbox,vnpay',
        VNPAY_PAYMENT_URL: `http://127.0.0.1:${VNPAY_FAKE_PORT}/paymentv2/vpcpay.html`,
        ...VNPAY,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/fake-vnpay-server.ts',
      url: `http://127.0.0.1:${VNPAY_FAKE_PORT}/health`,
      env: {
        ...VNPAY,
        VNPAY_FAKE_PORT: String(VNPAY_FAKE_PORT),
        SERVER_ORIGIN: `http://127.0.0.1:${PORT}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
