/**
 * A signed-in session for specs that need one: logged in once (global setup) as the seeded demo
 * account, then put in each page's localStorage before the app starts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig, Page } from '@playwright/test';

const SESSION_FILE = join(tmpdir(), `studio-e2e-session-${process.env.E2E_PORT ?? 4310}.json`);
export const DEMO_ACCOUNT = { email: 'demo@studioai.vn', password: 'Demo@12345' } as const;

export interface StoredSession {
  access_token: string;
  user: { id: string; email: string; name: string };
}

export async function logInDemo(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const response = await fetch(`${baseURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  if (!response.ok)
    throw new Error(`Demo login failed: ${response.status} ${await response.text()}`);
  writeFileSync(SESSION_FILE, JSON.stringify(await response.json()));
}

export function demoSession(): StoredSession {
  return JSON.parse(readFileSync(SESSION_FILE, 'utf8')) as StoredSession;
}

/** Starts `page` signed in with `session` (the app reads these keys at start). */
export async function signInWith(page: Page, session: StoredSession): Promise<StoredSession> {
  await page.addInitScript((stored) => {
    localStorage.setItem('studio.auth.token', stored.access_token);
    localStorage.setItem('studio.auth.user', JSON.stringify(stored.user));
  }, session);
  return session;
}

/** Starts `page` signed in as the demo account. */
export function signInAsDemo(page: Page): Promise<StoredSession> {
  return signInWith(page, demoSession());
}
