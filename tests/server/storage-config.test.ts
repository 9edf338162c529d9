import { describe, expect, it } from 'vitest';
import { publicOriginOf, s3LocationOf } from '../../server/adapters/storage/s3-location';
import { loadConfig } from '../../server/config';
import { contentSecurityPolicy } from '../../server/http/security-headers';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const withStorage = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env });

describe('STORAGE_URL', () => {
  it('takes a bucket, a region, an endpoint and path style, and keeps the URL as given', () => {
    const url =
      's3://studio-media?endpoint=http://minio:9000&region=eu-west-1&force_path_style=true';

    expect(withStorage({ STORAGE_URL: url }).STORAGE_URL).toBe(url);
    expect(s3LocationOf(url)).toEqual({
      bucket: 'studio-media',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
  });

  it('defaults to AWS S3 itself: no endpoint, us-east-1, virtual-hosted buckets', () => {
    expect(s3LocationOf('s3://studio-media')).toEqual({
      bucket: 'studio-media',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://studio-media', /STORAGE_URL: the scheme must be s3:\/\//],
    ['s3://', /STORAGE_URL: the bucket is missing/],
    ['s3://?region=eu-west-1', /STORAGE_URL: the bucket is missing/],
    ['s3://Studio_Media', /STORAGE_URL: "Studio_Media" is not a valid bucket name/],
    ['s3://studio-media?endpoint=minio:9000', /STORAGE_URL: endpoint "minio:9000" is not an http/],
    ['s3://studio-media?endpoint=not a url', /STORAGE_URL: endpoint "not a url" is not an http/],
    ['s3://studio-media?force_path_style=yes', /STORAGE_URL: force_path_style must be true or/],
    ['s3://studio-media?regoin=eu-west-1', /STORAGE_URL: unknown parameter regoin/],
    ['s3://studio-media/uploads', /STORAGE_URL: no path after the bucket/],
    ['s3://key:secret@studio-media', /STORAGE_URL: no credentials in the URL/],
    ['studio-media', /STORAGE_URL: not a URL/],
  ])('refuses %s at start, naming the variable', (url, message) => {
    expect(() => withStorage({ STORAGE_URL: url })).toThrow(message);
  });
});

describe('STORAGE_REDIRECT', () => {
  it('is off unless set to 1', () => {
    expect(withStorage({ STORAGE_URL: 's3://studio-media' }).STORAGE_REDIRECT).toBe(false);
    expect(
      withStorage({ STORAGE_URL: 's3://studio-media', STORAGE_REDIRECT: '1' }).STORAGE_REDIRECT,
    ).toBe(true);
  });

  it('refuses 1 without an s3:// STORAGE_URL, and any value but 0 and 1', () => {
    expect(() => withStorage({ STORAGE_REDIRECT: '1' })).toThrow(
      /STORAGE_REDIRECT: '1' needs an s3:\/\/ STORAGE_URL/,
    );
    expect(() => withStorage({ STORAGE_URL: 's3://studio-media', STORAGE_REDIRECT: 'on' })).toThrow(
      /STORAGE_REDIRECT:/,
    );
  });

  it('lets pictures, videos and downloads come from the bucket’s origin, and only then', () => {
    const url = 's3://studio-media?endpoint=https://files.example.com&force_path_style=true';
    const redirected = contentSecurityPolicy(
      withStorage({ STORAGE_URL: url, STORAGE_REDIRECT: '1' }),
    );
    const proxied = contentSecurityPolicy(withStorage({ STORAGE_URL: url }));

    for (const directive of ['img-src', 'media-src', 'connect-src'] as const) {
      expect(redirected[directive]).toContain('https://files.example.com');
      expect(proxied[directive]).not.toContain('https://files.example.com');
    }
  });

  it('finds the origin the SDK sends a browser to, for each style of store', () => {
    expect(publicOriginOf(s3LocationOf('s3://media?region=eu-west-1'))).toBe(
      'https://media.s3.eu-west-1.amazonaws.com',
    );
    expect(
      publicOriginOf(s3LocationOf('s3://media?endpoint=http://minio:9000&force_path_style=true')),
    ).toBe('http://minio:9000');
    expect(
      publicOriginOf(s3LocationOf('s3://media?endpoint=https://abc.r2.cloudflarestorage.com')),
    ).toBe('https://media.abc.r2.cloudflarestorage.com');
  });
});
