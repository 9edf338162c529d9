/**
 * What tells a process apart from a later one with the same pid, read from Linux's /proc
 * (docs/embedded-database.md). Elsewhere (macOS, Windows) every answer is undefined: nothing to go
 * on but the pid.
 */
import { readFileSync } from 'node:fs';

export interface ProcessIdentity {
  /** When the process started, in clock ticks since boot (/proc/<pid>/stat, field 22). */
  startTicks: string;
  /** This boot of the machine: start ticks begin again at every boot. */
  bootId: string | undefined;
}

/** Linux's USER_HZ, the unit of /proc's times: 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** The identity of a running process; undefined without /proc or when it is not readable. */
export function processIdentity(pid: number): ProcessIdentity | undefined {
  const startTicks = startTicksOf(pid);
  return startTicks === undefined ? undefined : { startTicks, bootId: readBootId() };
}

/** When a running process started, in ms since the epoch (to the second); undefined as above. */
export function processStartedAt(pid: number): number | undefined {
  const startTicks = startTicksOf(pid);
  const bootTime = readProcFile('/proc/stat')?.match(/^btime (\d+)$/m)?.[1];
  if (startTicks === undefined || bootTime === undefined) return undefined;
  return Number(bootTime) * 1000 + (Number(startTicks) * 1000) / TICKS_PER_SECOND;
}

function startTicksOf(pid: number): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  // Field 2, the command name, is in parentheses and may hold spaces and parentheses itself: the
  // fields are counted from after its closing one, which is followed by field 3.
  const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
  return ticks && /^\d+$/.test(ticks) ? ticks : undefined;
}

function readBootId(): string | undefined {
  return readProcFile('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function readProcFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
