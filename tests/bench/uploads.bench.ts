/**
 * Whether a flood of uploads stalls what the server sends (docs/architecture.md#performance-goals):
 * the p99 latency of the PWA's entry script while 24 large rotated uploads (7000x7000 JPEG, EXIF
 * orientation 6) run from three accounts, beside the same script with the server idle, in one run
 * of the real server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DevMailboxResponse } from '../../common/contracts/dev-mailbox';
import type { Figure, ServedApp } from './harness';
import { largeRotatedJpeg } from '../helpers/large-rotated-jpeg';

const ACCOUNTS = 3;
const UPLOADS_PER_ACCOUNT = 8;
const IDLE_SAMPLES = 300;
const PASSWORD = 'Mat-khau-bench-2026';

/** The entry script index.html loads: the first JavaScript of every visit. */
function entryScriptPath(staticDir: string): string {
  const html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  const src = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no module script in index.html');
  return src;
}

async function postJson(origin: string, url: string, body: object) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A verified account through the API and the dev mailbox, as a person would make one. */
async function newAccountToken(origin: string, n: number): Promise<string> {
  const email = `bench-upload-${n}-${Date.now().toString(36)}@example.vn`;
  await postJson(origin, '/auth/register', { name: 'Bench', email, password: PASSWORD });
  let code: string | undefined;
  while (!code) {
    const mailbox = await fetch(`${origin}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { mails } = (await mailbox.json()) as DevMailboxResponse;
    code = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await postJson(origin, '/auth/verify_otp', { email, otp: Number(code) });
  const login = await postJson(origin, '/auth/login', { username: email, password: PASSWORD });
  return login.access_token as string;
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

async function upload(origin: string, token: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'camera.jpg');
  const response = await fetch(`${origin}/api/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

export async function uploadFlood(app: ServedApp, staticDir: string): Promise<Figure[]> {
  const script = `${app.origin}${entryScriptPath(staticDir)}`;
  const photo = await largeRotatedJpeg();
  const tokens: string[] = [];
  for (let n = 0; n < ACCOUNTS; n++) tokens.push(await newAccountToken(app.origin, n));

  for (let n = 0; n < 20; n++) await timedGet(script);
  const idle: number[] = [];
  for (let n = 0; n < IDLE_SAMPLES; n++) idle.push(await timedGet(script));

  const started = performance.now();
  let flooding = true;
  const uploads = Promise.all(
    tokens.flatMap((token, account) =>
      Array.from({ length: UPLOADS_PER_ACCOUNT }, (_, n) =>
        // Bytes after the JPEG's end are ignored by decoders: a file of its own, same pixels.
        upload(app.origin, token, Buffer.concat([photo, Buffer.from(`${account}-${n}`)])),
      ),
    ),
  ).finally(() => (flooding = false));
  const loaded: number[] = [];
  while (flooding) loaded.push(await timedGet(script));
  const statuses = await uploads;
  const floodMs = performance.now() - started;

  const idleP99 = p99(idle);
  const loadedP99 = p99(loaded);
  const count = (wanted: (status: number) => boolean) => statuses.filter(wanted).length;
  return [
    { name: `entry script p99, idle (${idle.length} requests)`, value: idleP99, unit: 'ms' },
    {
      name: `entry script p99 during the uploads (${loaded.length} requests)`,
      value: loadedP99,
      unit: 'ms',
      goal: { op: '<', value: 500 },
    },
    {
      name: 'during / idle',
      value: loadedP99 / idleP99,
      unit: '×',
      goal: { op: '<', value: 4 },
    },
    { name: 'the 24 uploads, first sent to last answered', value: floodMs, unit: 'ms' },
    { name: 'uploads answered 2xx', value: count((s) => s < 300), unit: '' },
    { name: 'uploads answered 429', value: count((s) => s === 429), unit: '' },
    { name: 'uploads answered otherwise', value: count((s) => s >= 300 && s !== 429), unit: '' },
  ];
}
