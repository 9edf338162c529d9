/**
 * Who the dev tools trust, and the start-up line that says whether they are on
 * (docs/dev-tools.md). The routes that use them are tested in dev-mailbox and client-config.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { devToolsSummary } from '../../server/dev-tools';
import { isFromThisMachine, isLoopbackAddress } from '../../server/http/loopback';
import { freePort, startServerProcess } from './helpers/server-process';

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8 and ::1, IPv4-mapped forms included', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '::ffff:203.0.113.7', '2001:db8::1', 'localhost', '']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe('isFromThisMachine', () => {
  const direct = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
    isFromThisMachine({
      socket: { remoteAddress },
      headers: { host: 'localhost:8080', ...headers },
    });

  it('trusts a direct request from loopback that names this machine', () => {
    expect(direct('127.0.0.1')).toBe(true);
    expect(direct('::1', { host: '[::1]:8080' })).toBe(true);
    expect(direct('127.0.0.1', { host: '127.0.0.1' })).toBe(true);
  });

  it('refuses another address, a forwarded request, another host name or none', () => {
    expect(direct('192.168.1.20')).toBe(false);
    expect(direct(undefined)).toBe(false);
    expect(direct('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(direct('127.0.0.1', { forwarded: 'for=198.51.100.1' })).toBe(false);
    expect(direct('127.0.0.1', { 'x-real-ip': '198.51.100.1' })).toBe(false);
    expect(direct('127.0.0.1', { host: 'rebound.example:8080' })).toBe(false);
    expect(isFromThisMachine({ socket: { remoteAddress: '127.0.0.1' }, headers: {} })).toBe(false);
  });
});

describe('devToolsSummary, the start-up line', () => {
  const summary = (env: Record<string, string>) =>
    devToolsSummary(loadConfig({ JWT_SECRET: 'a-test-secret-long-enough-for-hs256-keys', ...env }));

  it('says they are on, loopback only, with the dev mailbox page and the demo account', () => {
    expect(summary({ HOST: '127.0.0.1' })).toBe(
      'Dev tools on (loopback only): dev mailbox at /dev-tools, demo account demo@studioai.vn',
    );
    expect(summary({ HOST: '0.0.0.0', DEV_TOOLS: '1' })).toMatch(/^Dev tools on \(loopback only\)/);
  });

  it('says they are off, and why', () => {
    expect(summary({ HOST: '0.0.0.0' })).toMatch(
      /^Dev tools off \(HOST 0\.0\.0\.0 is not a loopback address; DEV_TOOLS=1 turns them on/,
    );
    expect(summary({ HOST: '127.0.0.1', DEV_TOOLS: '0' })).toMatch(
      /^Dev tools off \(DEV_TOOLS=0\)/,
    );
    expect(summary({ NODE_ENV: 'production' })).toBe(
      'Dev tools off (NODE_ENV=production): no dev mailbox, no demo account',
    );
  });

  it('says where the codes are when they are off and no SMTP_URL is set, outside production', () => {
    expect(summary({ HOST: '0.0.0.0' })).toMatch(/codes and reset links are in this log only$/);
    expect(summary({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example:25' })).not.toMatch(/log/);
  });
});

describe('the server process', () => {
  it('logs its dev-tools mode at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dev-tools-test-'));
    const server = startServerProcess({ dataDir, port: await freePort() });
    try {
      await server.ready(60_000);
      const messages = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toContain(
        'Dev tools on (loopback only): dev mailbox at /dev-tools, demo account demo@studioai.vn',
      );
    } finally {
      await server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
