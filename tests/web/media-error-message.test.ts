/**
 * The asset library's video and storage refusals reach the user in their language, with the
 * limits from common/media.ts filled in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaErrorMessage } from '../../src/components/media/media-error-message';
import { ApiError } from '../../src/lib/api/api-error';
import { i18n } from '../../src/lib/i18n/i18n';
import { loadTranslations } from './with-providers';

const refusal = (code: string, status = 422) => new ApiError(code, status, { code }, code);

beforeAll(async () => {
  await loadTranslations(['media']);
});

describe('mediaErrorMessage for video uploads', () => {
  it.each([
    ['video_too_large', "The video's frames are too large", '4096 px'],
    ['video_too_long', 'The video is too long', '60 seconds'],
    ['invalid_video', 'The video could not be read', 'damaged'],
    ['storage_quota_exceeded', 'Your asset library is full', '(2 GB)'],
  ])('says %s in English with its limit', async (code, start, limit) => {
    await i18n.changeLanguage('en');
    const text = mediaErrorMessage(i18n.getFixedT('en', 'media'), refusal(code));
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain(limit);
  });

  it.each([
    ['video_too_large', 'Khung hình của video quá lớn', '4096 px'],
    ['video_too_long', 'Video quá dài', '60 giây'],
    ['storage_quota_exceeded', 'Thư viện tài nguyên của bạn đã đầy', '(2 GB)'],
  ])('says %s in Vietnamese with its limit', async (code, start, limit) => {
    await i18n.changeLanguage('vi');
    const text = mediaErrorMessage(i18n.getFixedT('vi', 'media'), refusal(code, 403));
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain(limit);
  });
});

describe('mediaErrorMessage for refusals of any upload', () => {
  const tooMany = new ApiError(
    'Too many',
    429,
    { code: 'rate_limited', retry_after_s: 42 },
    'rate_limited',
  );

  it.each([
    ['en', 'You have uploaded a lot of files in a short time. Please try again in 42 seconds.'],
    ['vi', 'Bạn đã tải lên rất nhiều tệp trong thời gian ngắn. Vui lòng thử lại sau 42 giây.'],
  ] as const)('says a 429 in %s with the wait the server gave', async (language, text) => {
    await i18n.changeLanguage(language);
    expect(mediaErrorMessage(i18n.getFixedT(language, 'media'), tooMany)).toBe(text);
  });

  it.each([
    ['en', '(at most 50 megapixels)'],
    ['vi', '(tối đa 50 megapixel)'],
  ] as const)('says the pixel bound in %s', async (language, bound) => {
    await i18n.changeLanguage(language);
    const text = mediaErrorMessage(i18n.getFixedT(language, 'media'), refusal('image_too_large'));
    expect(text).toContain(bound);
  });

  it.each([
    ['en', 'This HEIC photo could not be read'],
    ['vi', 'Không đọc được ảnh HEIC này'],
  ] as const)('names an unreadable HEIC in %s', async (language, text) => {
    await i18n.changeLanguage(language);
    const message = mediaErrorMessage(
      i18n.getFixedT(language, 'media'),
      refusal('heic_unreadable'),
    );
    expect(message).toContain(text);
  });
});
