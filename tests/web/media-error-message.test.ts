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
