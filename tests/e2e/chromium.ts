/** Debian's Chromium, launched the way this sandboxed, offline machine needs. */
import { execFileSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      'Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH.',
    );
  }
}
