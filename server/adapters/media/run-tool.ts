/**
 * Runs ffprobe/ffmpeg: an argument array (no shell, so no quoting bugs), a hard time limit, and at
 * most MAX_PARALLEL_TOOL_RUNS at a time (tool-slots.ts); the time limit counts from the start of
 * the run, not from the wait for a slot.
 */
import { execFile } from 'node:child_process';
import { toolSlots } from './tool-slots';

export interface ToolRun {
  timeoutMs: number;
  /** Largest stdout accepted, in bytes; more ends the run with an error. */
  maxOutputBytes: number;
}

/** A run that failed; `toolMissing` tells a server without the tool from input it refused. */
export class ToolError extends Error {
  override name = 'ToolError';

  constructor(
    message: string,
    readonly toolMissing: boolean,
    cause: unknown,
  ) {
    super(message, { cause });
  }
}

/** What the tool printed on stdout; rejects with a ToolError on a non-zero exit or a time-out. */
export function runTool(command: string, args: string[], run: ToolRun): Promise<Buffer> {
  return toolSlots.run(() => runNow(command, args, run));
}

function runNow(command: string, args: string[], run: ToolRun): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        encoding: 'buffer',
        timeout: run.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: run.maxOutputBytes,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const detail = stderr.toString('utf8').trim();
        const message = `${command} failed: ${error.message}${detail ? `\n${detail}` : ''}`;
        reject(new ToolError(message, error.code === 'ENOENT', error));
      },
    );
  });
}
