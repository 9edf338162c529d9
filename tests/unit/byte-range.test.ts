import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../server/http/byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-', { start: 0, end: undefined }],
    ['bytes=100-199', { start: 100, end: 199 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %j', (header, range) => {
    expect(parseByteRange(header)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=-500', 'bytes=0-1,5-9', 'bytes=9-3', 'items=0-1', 'bytes=x-'])(
    'ignores %j: the whole file is sent',
    (header) => {
      expect(parseByteRange(header)).toBeUndefined();
    },
  );
});
