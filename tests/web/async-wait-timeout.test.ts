/**
 * findBy* and waitFor wait long enough for what loads lazily (a page's chunk and its copy) on a
 * busy machine, by one setting in tests/web/setup.ts instead of a timeout at each call.
 */
import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the web tests’ waits', () => {
  it('give lazily loaded content ten seconds, not Testing Library’s one', () => {
    expect(getConfig().asyncUtilTimeout).toBe(10_000);
  });

  it('fit several times in one test', ({ task }) => {
    expect(task.timeout ?? 0).toBeGreaterThanOrEqual(3 * getConfig().asyncUtilTimeout);
  });
});
