import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterStep,
  itemFraction,
  overallPercent,
} from '../../src/components/media/download-progress';
import { downloadBlob, type ByteProgress } from '../../src/lib/api/download-blob';

afterEach(() => vi.unstubAllGlobals());

/** A response whose body arrives in the given chunks. */
function chunkedResponse(chunks: number[], headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  return new Response(body, { headers });
}

describe('downloadBlob', () => {
  it('reports the bytes as they arrive, against Content-Length, and keeps every byte', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        chunkedResponse([400, 300, 300], { 'content-length': '1000', 'content-type': 'image/png' }),
      ),
    );
    const seen: ByteProgress[] = [];
    const blob = await downloadBlob('/media/x.png', { onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { loaded: 0, total: 1000 },
      { loaded: 400, total: 1000 },
      { loaded: 700, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('image/png');
  });

  it('says the total is unknown when the server does not send it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => chunkedResponse([10], {})),
    );
    const seen: ByteProgress[] = [];
    await downloadBlob('/media/x.png', { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 10, total: null });
  });

  it('fails on an error status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 410 })),
    );
    await expect(downloadBlob('/media/x.png')).rejects.toThrow('410');
  });
});

describe('download progress', () => {
  it('moves through the fetch (70 %) and the three re-encode steps (30 %)', () => {
    expect(itemFraction({ stage: 'fetching', loaded: 0, total: 1000 })).toBe(0);
    expect(itemFraction({ stage: 'fetching', loaded: 500, total: 1000 })).toBeCloseTo(0.35);
    expect(itemFraction({ stage: 'fetching', loaded: 1000, total: 1000 })).toBeCloseTo(0.7);
    expect(itemFraction(afterStep('decoded'))).toBeCloseTo(0.8);
    expect(itemFraction(afterStep('drawn'))).toBeCloseTo(0.9);
    expect(itemFraction(afterStep('encoded'))).toBeCloseTo(1);
  });

  it('is unknown for one file of unknown size, and counts finished files in a batch', () => {
    const unknown = { stage: 'fetching', loaded: 10, total: null } as const;
    expect(overallPercent(0, 1, unknown)).toBeNull();
    expect(overallPercent(1, 4, unknown)).toBe(25);
    expect(overallPercent(1, 2, afterStep('encoded'))).toBeCloseTo(100);
    expect(overallPercent(0, 2, { stage: 'fetching', loaded: 1, total: 2 })).toBeCloseTo(17.5);
  });

  it('is unknown, never infinite, when there are no files left to count', () => {
    expect(overallPercent(0, 0, afterStep('encoded'))).toBeNull();
  });

  it('never passes 100 % when more bytes arrive than announced', () => {
    expect(itemFraction({ stage: 'fetching', loaded: 2000, total: 1000 })).toBeCloseTo(0.7);
  });
});
