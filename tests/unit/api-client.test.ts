import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from '../../src/lib/api/api-error';
import { withRetry } from '../../src/lib/api/retry';
import {
  AI_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  IMAGE_EDITING_TIMEOUT_MS,
  timeoutFor,
} from '../../src/lib/api/timeouts';

describe('apiErrorFrom (docs/product-rules.md#how-errors-reach-the-user)', () => {
  it('uses the body message for GET', () => {
    const error = apiErrorFrom('GET', 404, {
      code: 'not_found',
      message: 'No such page',
      detail: 'ignored',
    });
    expect(error).toMatchObject({ message: 'No such page', status: 404, code: 'not_found' });
  });

  it('uses the body detail for POST, PUT, DELETE and uploads', () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect(
        apiErrorFrom(method, 409, { code: 'email_taken', detail: 'Taken', message: 'ignored' })
          .message,
      ).toBe('Taken');
    }
  });

  it("falls back to 'API request failed with status: {status}'", () => {
    expect(apiErrorFrom('POST', 502, '<html>Bad gateway</html>').message).toBe(
      'API request failed with status: 502',
    );
    expect(apiErrorFrom('GET', 500, { detail: 'only detail' }).message).toBe(
      'API request failed with status: 500',
    );
  });

  it('keeps the status and the body', () => {
    const body = { detail: 'x' };
    expect(apiErrorFrom('POST', 400, body)).toMatchObject({ status: 400, body });
  });
});

describe('timeoutFor (docs/product-rules.md#time-outs-and-retries)', () => {
  it('gives 600000 ms by default, 900000 ms under /ai/, 600000 ms to the image-editing call', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(600_000);
    expect(AI_TIMEOUT_MS).toBe(900_000);
    expect(IMAGE_EDITING_TIMEOUT_MS).toBe(600_000);
    expect(timeoutFor('/api/generations')).toBe(600_000);
    expect(timeoutFor('/api/ai/virtual-tryon')).toBe(900_000);
    // The path generationsApi.create posts to (src/lib/api/generations.ts).
    expect(timeoutFor('/api/ai/image-editing')).toBe(600_000);
    expect(timeoutFor('/api/ai/image-to-video')).toBe(900_000);
  });
});

describe('withRetry', () => {
  it('retries the allowed failures with growing pauses and stops at the limit', async () => {
    const pauses: number[] = [];
    let calls = 0;
    const failing = withRetry(
      async () => {
        calls++;
        throw new Error('offline');
      },
      {
        retries: 2,
        delayMs: 1_000,
        factor: 1.5,
        shouldRetry: () => true,
        sleep: async (ms) => void pauses.push(ms),
      },
    );
    await expect(failing).rejects.toThrow('offline');
    expect(calls).toBe(3);
    expect(pauses).toEqual([1_000, 1_500]);
  });

  it('does not retry a failure the policy refuses', async () => {
    let calls = 0;
    const call = withRetry(
      async () => {
        calls++;
        throw new Error('401');
      },
      { retries: 2, delayMs: 1, shouldRetry: () => false },
    );
    await expect(call).rejects.toThrow('401');
    expect(calls).toBe(1);
  });
});
