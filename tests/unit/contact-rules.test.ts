/** The contact form's rules, shared by the page and the server: phones, file types, file limits. */
import { describe, expect, it } from 'vitest';
import {
  MAX_CONTACT_FILE_BYTES,
  normalizeVietnamesePhone,
  sniffContactFileType,
} from '../../common/contracts/contact';
import { admitFiles } from '../../src/features/contact/contact-files';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[] | Uint8Array, name: string, size?: number) => {
  const head = Uint8Array.from(bytes);
  const body = size ? new Uint8Array(size - head.length) : new Uint8Array(0);
  return new File([head, body], name);
};

describe('Vietnamese phone numbers', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['091.234.5678', '0912345678'],
    ['(028) 7300-1688', '02873001688'],
    ['+84 28 7300 1688', '02873001688'],
    ['012345678', '012345678'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(normalizeVietnamesePhone(input)).toBe(normalized);
  });

  it.each(['912345678', '+1 415 555 0100', '09123', '091234567890', '+840912345678', '09a2345678'])(
    'refuses %s',
    (input) => expect(normalizeVietnamesePhone(input)).toBeNull(),
  );
});

describe('attachment types, by their bytes', () => {
  it('recognises PNG, JPEG, WebP and PDF, and nothing else', () => {
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    expect(sniffContactFileType(Uint8Array.from(PNG))).toBe('image/png');
    expect(sniffContactFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(
      sniffContactFileType(Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')])),
    ).toBe('image/webp');
    expect(sniffContactFileType(Uint8Array.from(ascii('%PDF-1.7')))).toBe('application/pdf');
    expect(sniffContactFileType(Uint8Array.from(ascii('MZ\x90\x00')))).toBeNull();
    expect(sniffContactFileType(Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypmp42')]))).toBeNull();
  });
});

describe('choosing attachments in the browser', () => {
  it('admits up to 4 files and refuses the rest as too many', async () => {
    const chosen = Array.from({ length: 5 }, (_, i) => file(PNG, `anh-${i}.png`));
    const { accepted, refused } = await admitFiles([], chosen);
    expect(accepted.map((f) => f.name)).toEqual([
      'anh-0.png',
      'anh-1.png',
      'anh-2.png',
      'anh-3.png',
    ]);
    expect(refused).toEqual([{ file: chosen[4], problem: 'tooMany' }]);
  });

  it('refuses a renamed executable, a file over 5 MB, and files over 10 MB together', async () => {
    const exe = file([0x4d, 0x5a, 0x90, 0], 'anh.png');
    const big = file(PNG, 'lon.png', MAX_CONTACT_FILE_BYTES + 1);
    const fourMb = (name: string) => file(PNG, name, 4 * 1024 * 1024);
    const { accepted, refused } = await admitFiles(
      [fourMb('a.png')],
      [exe, big, fourMb('b.png'), fourMb('c.png')],
    );
    expect(accepted.map((f) => f.name)).toEqual(['b.png']);
    expect(refused.map(({ file: f, problem }) => [f.name, problem])).toEqual([
      ['anh.png', 'wrongType'],
      ['lon.png', 'tooLarge'],
      ['c.png', 'totalTooLarge'],
    ]);
  });
});
