import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { downloadOutputSize, SNIFF_BYTES, sniffMediaType } from '../../common/media';
import { encodeHeif } from '../helpers/heif-files';
import { downloadFileName, planDownload } from '../../workers/media/download-options';
import { readJpegOrientation } from '../../workers/media/exif-orientation';
import { planScaledDecode } from '../../workers/media/scaled-jpeg-decode';
import { readImageSize } from '../../workers/media/image-size';
import { fitLongEdge, fitWithin } from '../../workers/media/resize-geometry';

const pixel = () => sharp({ create: { width: 4, height: 2, channels: 3, background: '#c0392b' } });

describe('sniffMediaType: the type comes from the bytes, not the name', () => {
  it('recognises JPEG, PNG and WebP made by a real encoder', async () => {
    expect(sniffMediaType(await pixel().jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffMediaType(await pixel().png().toBuffer())).toBe('image/png');
    expect(sniffMediaType(await pixel().webp().toBuffer())).toBe('image/webp');
  });

  it('recognises MP4, QuickTime and WebM headers', () => {
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftyp' + brand)]);
    expect(sniffMediaType(ftyp('isom'))).toBe('video/mp4');
    expect(sniffMediaType(ftyp('qt  '))).toBe('video/quicktime');
    expect(sniffMediaType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0]))).toBe('video/webm');
  });

  it('tells HEIC and AVIF made by a real encoder (heif-enc) from MP4 by their brands', async () => {
    const png = await pixel().png().toBuffer();
    const head = (file: Buffer) => file.subarray(0, SNIFF_BYTES);
    expect(sniffMediaType(head(encodeHeif(png, 'heic')))).toBe('image/heic');
    expect(sniffMediaType(head(encodeHeif(png, 'avif')))).toBe('image/avif');
  });

  /** An ftyp box: its size, the major brand, the minor version, then the compatible brands. */
  const ftypBox = (major: string, ...compatible: string[]) => {
    const box = Buffer.alloc(16 + 4 * compatible.length);
    box.writeUInt32BE(box.length, 0);
    box.write(`ftyp${major}`, 4, 'latin1');
    compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
    return Buffer.concat([box, Buffer.from([0, 0, 0, 8, ...Buffer.from('mdat')])]);
  };

  it('reads the still-picture brands whether major or compatible', () => {
    // An iPhone's HEIC, a generic HEIF and an iPhone's 10-bit HEIC.
    expect(sniffMediaType(ftypBox('heic', 'mif1', 'heic', 'miaf', 'MiHB'))).toBe('image/heic');
    expect(sniffMediaType(ftypBox('mif1', 'heic'))).toBe('image/heic');
    expect(sniffMediaType(ftypBox('heix', 'mif1', 'heix'))).toBe('image/heic');
    for (const brand of ['heim', 'heis']) expect(sniffMediaType(ftypBox(brand))).toBe('image/heic');
    // An animated AVIF (libavif's brands) and an AVIF named as a generic HEIF.
    expect(sniffMediaType(ftypBox('avis', 'avif', 'avis', 'msf1', 'mif1'))).toBe('image/avif');
    expect(sniffMediaType(ftypBox('mif1', 'avif', 'miaf'))).toBe('image/avif');
  });

  it('takes HEVC sequences with no still picture as neither picture nor video', () => {
    for (const brand of ['hevc', 'hevx', 'msf1'])
      expect(sniffMediaType(ftypBox(brand, brand))).toBeNull();
  });

  it('keeps MP4 and QuickTime with their usual brands as videos', () => {
    expect(sniffMediaType(ftypBox('isom', 'isom', 'iso2', 'avc1', 'mp41'))).toBe('video/mp4');
    expect(sniffMediaType(ftypBox('mp42', 'mp42', 'isom'))).toBe('video/mp4');
    expect(sniffMediaType(ftypBox('qt  ', 'qt  '))).toBe('video/quicktime');
  });

  it('refuses an executable, a PDF, text and an empty file', () => {
    expect(sniffMediaType(new Uint8Array([0x4d, 0x5a, 0x90, 0]))).toBeNull(); // Windows .exe
    expect(sniffMediaType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46]))).toBeNull(); // ELF
    expect(sniffMediaType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffMediaType(Buffer.from('hello'))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });
});

describe('readJpegOrientation', () => {
  it('reads the EXIF orientation a phone writes', async () => {
    for (const orientation of [1, 3, 6, 8]) {
      const jpeg = await pixel().jpeg().withMetadata({ orientation }).toBuffer();
      expect(readJpegOrientation(jpeg)).toBe(orientation);
    }
  });

  it('is upright (1) without EXIF, for other types and for truncated data', async () => {
    expect(readJpegOrientation(await pixel().jpeg().toBuffer())).toBe(1);
    expect(readJpegOrientation(await pixel().png().toBuffer())).toBe(1);
    const jpeg = await pixel().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(readJpegOrientation(jpeg.subarray(0, 30))).toBe(1);
  });
});

describe('DCT-domain JPEG scaling plan', () => {
  it('keeps a 1/2-scale decode of a 12 MP photo as it is: 2016 px is within 5 % of 2048', () => {
    const plan = planScaledDecode({ width: 4032, height: 3024 }, { width: 2048, height: 1536 });
    expect(plan).toEqual({
      decode: { width: 2016, height: 1512 },
      output: { width: 2016, height: 1512 },
    });
  });

  it('decodes a step above and resamples when the step below falls too far short', () => {
    // 3000 px: 5/8 gives 1875 (8 % short), so decode at 6/8 (2250) and draw at 2048.
    const plan = planScaledDecode({ width: 3000, height: 2000 }, { width: 2048, height: 1365 });
    expect(plan).toEqual({
      decode: { width: 2250, height: 1500 },
      output: { width: 2048, height: 1365 },
    });
  });

  it('does not apply when the image needs little or no reduction', () => {
    expect(planScaledDecode({ width: 2100, height: 1400 }, { width: 2048, height: 1365 })).toEqual({
      decode: { width: 2100, height: 1400 },
      output: { width: 2048, height: 1365 },
    });
    expect(
      planScaledDecode({ width: 2048, height: 1536 }, { width: 2048, height: 1536 }),
    ).toBeNull();
  });
});

describe('resize geometry', () => {
  it('fits the long edge to 2048 px and keeps the aspect ratio (12 MP phone photo)', () => {
    expect(fitLongEdge({ width: 4000, height: 3000 }, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitLongEdge({ width: 3000, height: 4000 }, 2048)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small image', () => {
    expect(fitLongEdge({ width: 800, height: 600 }, 2048)).toEqual({ width: 800, height: 600 });
  });

  it('fits inside a box limited by either side', () => {
    expect(fitWithin({ width: 2048, height: 2048 }, { width: 800, height: 600 })).toEqual({
      width: 600,
      height: 600,
    });
    expect(fitWithin({ width: 3000, height: 1000 }, { width: 800, height: 600 })).toEqual({
      width: 800,
      height: 267,
    });
  });
});

describe('download plans (docs/product-rules.md#uploads-and-downloads)', () => {
  const source = { type: 'image/png', width: 2048, height: 1536 };

  it('passes the original through untouched when nothing changes', () => {
    expect(
      planDownload(source, { format: 'original', quality: 'high', size: 'original' }),
    ).toMatchObject({
      passthrough: true,
      type: 'image/png',
      size: { width: 2048, height: 1536 },
    });
  });

  it('turns the box to a portrait picture: large keeps a 1080x1920 photo whole, small fits 600x800', () => {
    const portrait = { type: 'image/jpeg', width: 1080, height: 1920 };
    const size = (choice: 'large' | 'medium' | 'small') =>
      planDownload(portrait, { format: 'jpeg', quality: 'high', size: choice }).size;
    expect(size('large')).toEqual({ width: 1080, height: 1920 });
    expect(size('medium')).toEqual({ width: 720, height: 1280 });
    expect(size('small')).toEqual({ width: 450, height: 800 });
  });

  it('never enlarges a picture smaller than the box', () => {
    const small = { type: 'image/png', width: 500, height: 700 };
    for (const choice of ['large', 'medium', 'small'] as const)
      expect(planDownload(small, { format: 'png', quality: 'high', size: choice }).size).toEqual({
        width: 500,
        height: 700,
      });
  });

  it('fits a square picture by its short edge', () => {
    expect(downloadOutputSize({ width: 2048, height: 2048 }, 'large')).toEqual({
      width: 1080,
      height: 1080,
    });
  });

  it('maps the sizes to 1920x1080, 1280x720 and 800x600 boxes for a landscape picture', () => {
    const size = (choice: 'large' | 'medium' | 'small') =>
      planDownload(source, { format: 'jpeg', quality: 'high', size: choice }).size;
    expect(size('large')).toEqual({ width: 1440, height: 1080 });
    expect(size('medium')).toEqual({ width: 960, height: 720 });
    expect(size('small')).toEqual({ width: 800, height: 600 });
  });

  it('maps formats to types and qualities to encoder settings', () => {
    expect(
      planDownload(source, { format: 'webp', quality: 'low', size: 'original' }),
    ).toMatchObject({ type: 'image/webp', quality: 0.6, passthrough: false });
    expect(
      planDownload(source, { format: 'jpeg', quality: 'high', size: 'original' }),
    ).toMatchObject({ type: 'image/jpeg', quality: 0.92 });
    expect(
      planDownload(source, { format: 'original', quality: 'high', size: 'small' }),
    ).toMatchObject({ type: 'image/png', passthrough: false });
  });

  it('names the file after the choice', () => {
    const plan = planDownload(source, { format: 'jpeg', quality: 'high', size: 'small' });
    expect(downloadFileName('ao-dai-tryon.png', plan)).toBe('ao-dai-tryon-800x600.jpg');
    expect(
      downloadFileName(
        'result.png',
        planDownload(source, { format: 'original', quality: 'high', size: 'original' }),
      ),
    ).toBe('result.png');
  });
});

describe('readImageSize: the size from the header, without decoding', () => {
  const make = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1a1033' } });

  it('reads JPEG, PNG and lossy, lossless and extended WebP headers', async () => {
    expect(readImageSize(await make(321, 123).jpeg().toBuffer(), 'image/jpeg')).toEqual({
      width: 321,
      height: 123,
    });
    expect(readImageSize(await make(321, 123).png().toBuffer(), 'image/png')).toEqual({
      width: 321,
      height: 123,
    });
    expect(readImageSize(await make(321, 123).webp().toBuffer(), 'image/webp')).toEqual({
      width: 321,
      height: 123,
    });
    expect(
      readImageSize(await make(321, 123).webp({ lossless: true }).toBuffer(), 'image/webp'),
    ).toEqual({ width: 321, height: 123 });
    const withAlpha = sharp({
      create: { width: 77, height: 55, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    });
    expect(readImageSize(await withAlpha.webp().toBuffer(), 'image/webp')).toEqual({
      width: 77,
      height: 55,
    });
  });

  it('finds the JPEG frame after an EXIF block', async () => {
    const jpeg = await make(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(readImageSize(jpeg, 'image/jpeg')).toEqual({ width: 640, height: 480 });
  });

  it('gives null for a header that ends early', async () => {
    const jpeg = await make(640, 480).jpeg().toBuffer();
    expect(readImageSize(jpeg.subarray(0, 20), 'image/jpeg')).toBeNull();
    expect(readImageSize(new Uint8Array(10), 'image/png')).toBeNull();
  });
});
