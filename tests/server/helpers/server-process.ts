/**
 * The real server process, as `npm start` runs it after the build (`node --import tsx
 * server/main.ts`), on an embedded database in a DATA_DIR of the test's own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything it printed so far (pino's JSON lines, and any error). */
  output(): string;
  /** Resolves once GET /api/ready answers 200; rejects if the process exits first. */
  ready(timeoutMs: number): Promise<void>;
  /** Kills it with the signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export function startServerProcess(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): ServerProcess {
  // Its own PGlite, never the PostgreSQL server of a test run.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      // No build needed: the API is what these tests use.
      STATIC_DIR: path.join(tmpdir(), 'ai-fashion-studio-tests-no-build'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;

  return {
    child,
    origin,
    output: () => output,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
        const response = await fetch(`${origin}/api/ready`).catch(() => undefined);
        if (response?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
