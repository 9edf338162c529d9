/**
 * Resident memory of this test process plus every child it runs (ffmpeg, ffprobe), sampled from
 * /proc while a piece of work runs: Linux only, where the server tests run.
 */
import { readdirSync, readFileSync } from 'node:fs';

function residentKb(pid: string | number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0; // the child ended between listing and reading
  }
}

function childPids(): string[] {
  return readdirSync('/proc/self/task').flatMap((thread) => {
    try {
      return readFileSync(`/proc/self/task/${thread}/children`, 'utf8').split(' ').filter(Boolean);
    } catch {
      return [];
    }
  });
}

/** This process's resident memory and its children's, in bytes. */
export function treeResidentBytes(): number {
  const kb = residentKb('self') + childPids().reduce((total, pid) => total + residentKb(pid), 0);
  return kb * 1024;
}

export interface MemoryPeak<T> {
  result: T;
  baselineBytes: number;
  peakBytes: number;
  /** How far the peak rose above the baseline. */
  growthBytes: number;
}

/** Runs `work`, sampling the process tree's resident memory every `everyMs`. */
export async function measurePeakMemory<T>(
  work: () => Promise<T>,
  everyMs = 5,
): Promise<MemoryPeak<T>> {
  const baselineBytes = treeResidentBytes();
  let peakBytes = baselineBytes;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeResidentBytes());
  }, everyMs);
  try {
    const result = await work();
    peakBytes = Math.max(peakBytes, treeResidentBytes());
    return { result, baselineBytes, peakBytes, growthBytes: peakBytes - baselineBytes };
  } finally {
    clearInterval(timer);
  }
}
