/**
 * The admin's post editor in jsdom against a fake API (docs/admin.md#blog-management): its live
 * preview is the public post page's renderer, the API's own rules are checked field by field
 * before anything is sent, and the server's refusal of a slug shows on the slug. The real
 * server's side is tests/e2e/admin-blog.spec.ts.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminBlogPostRequest } from '../../common/contracts/blog-admin';
import en from '../../src/locales/en/admin-blog.json' with { type: 'json' };
import { AppProviders } from '../../src/app/providers';
import { MarkdownBody } from '../../src/components/markdown/MarkdownBody';
import { PostEditor } from '../../src/features/admin/blog/PostEditor';
import { i18n } from '../../src/lib/i18n/i18n';
import { installFakeApi, reply, type FakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

vi.setConfig({ testTimeout: 30_000 });

const CATEGORY = {
  id: 'c1',
  slug: 'anh-san-pham',
  name_vi: 'Ảnh sản phẩm',
  name_en: 'Product photos',
  description_vi: '',
  description_en: null,
  post_count: 3,
};
const AUTHOR = {
  id: 'a1',
  slug: 'minh-thu',
  name: 'Nguyễn Minh Thư',
  role_vi: '',
  role_en: null,
  bio_vi: '',
  bio_en: null,
  post_count: 2,
};
const TAG = { id: 't1', slug: 'anh-sang', name_vi: 'ánh sáng', name_en: 'light', post_count: 1 };

/** Everything a post may hold: headings, lists, a table, code, a link, raw HTML and an image. */
const RICH_MARKDOWN = [
  '# Mở đầu',
  'Chụp **áo len** _bên cửa sổ_ với [hướng dẫn](https://studioai.vn/blog) và `f/2.8`.',
  '## Chuẩn bị',
  '- Tấm hắt sáng\n- Chân máy\n  1. lồng nhau',
  '| Cỡ | Ngực |\n| --- | --- |\n| M | 92 |',
  '> Ghi chú: <script>alert(1)</script>',
  '```\nconst x = 1;\n```',
  '![Ảnh bìa](/blog/a.webp)',
  '## Chuẩn bị',
].join('\n\n');

function routeEditor(): FakeApi {
  return installFakeApi()
    .on('GET', '/api/admin/blog/categories', () => ({ items: [CATEGORY] }))
    .on('GET', '/api/admin/blog/authors', () => ({ items: [AUTHOR] }))
    .on('GET', '/api/admin/blog/tags', () => ({ items: [TAG] }));
}

async function openNewPost() {
  const onCreated = vi.fn();
  renderWithProviders(<PostEditor postId={null} onClose={() => {}} onCreated={onCreated} />);
  await screen.findByTestId('post-editor', {}, { timeout: 10_000 });
  return { onCreated };
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(field(testId), { target: { value } });

/** Fills every required field with valid values. */
function fillValidPost() {
  type('field-title_vi', 'Ánh sáng cửa sổ cho ảnh bìa');
  type('field-excerpt_vi', 'Ánh sáng cửa sổ làm ảnh bìa mềm và đều màu.');
  type('field-body_vi', `## Chuẩn bị\n\n${'Đặt sản phẩm cách cửa sổ một mét. '.repeat(3)}`);
  type('field-cover_alt_vi', 'Áo len cạnh cửa sổ');
  type('field-cover_image', '/blog/anh-bia.webp');
  type('field-category', CATEGORY.slug);
  type('field-author', AUTHOR.slug);
}

beforeAll(() => loadTranslations(['admin-blog']));
beforeEach(() => i18n.changeLanguage('en'));

describe('the post editor', () => {
  it('previews the body with the public post renderer: the same HTML, HTML in a post as text', async () => {
    routeEditor();
    await openNewPost();
    type('field-body_vi', RICH_MARKDOWN);
    const preview = await waitFor(() => {
      const body = within(screen.getByTestId('field-body_vi-preview')).getByTestId('post-body');
      expect(body.querySelector('table')).not.toBeNull();
      return body;
    });
    const publicPage = render(
      <AppProviders>
        <MarkdownBody markdown={RICH_MARKDOWN} />
      </AppProviders>,
    );
    const published = publicPage.getAllByTestId('post-body').at(-1)!;
    expect(preview.innerHTML).toBe(published.innerHTML);
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect([...preview.querySelectorAll('h2')].map((heading) => heading.id)).toEqual([
      'mo-dau',
      'chuan-bi',
      'chuan-bi-2',
    ]);
  });

  it('shows each field’s problem and sends nothing while any is left', async () => {
    const api = routeEditor();
    await openNewPost();
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByTestId('editor-problems')).toBeTruthy();
    const errorOf = (testId: string) =>
      field(testId).closest('[role="group"], .chakra-field__root')?.textContent ?? '';
    expect(errorOf('field-title_vi')).toContain(en.validation.required);
    expect(errorOf('field-slug')).toContain(en.validation.required);

    type('field-title_vi', 'Áo');
    type('field-slug', 'Áo Len');
    type('field-excerpt_vi', 'Ngắn');
    await waitFor(() => expect(errorOf('field-title_vi')).toContain('At least 3 characters.'));
    expect(errorOf('field-slug')).toContain(en.validation.slug);
    expect(errorOf('field-excerpt_vi')).toContain('At least 10 characters.');

    type(
      'field-body_vi',
      `${'Một đoạn đủ dài cho thân bài viết. '.repeat(2)}\n\n<iframe></iframe>`,
    );
    await waitFor(() => expect(errorOf('field-body_vi')).toContain(en.validation.unsafeBody));
    expect(api.calls('POST')).toEqual([]);
  });

  it('wants every English text or none', async () => {
    routeEditor();
    await openNewPost();
    fillValidPost();
    type('field-title_en', 'Window light for covers');
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() =>
      expect(screen.getByTestId('texts-tab-en').textContent).toContain(en.editor.tabHasProblems),
    );
    expect(screen.getByText(en.validation.englishAllOrNone)).toBeTruthy();
  });

  it('sends the API’s request once valid: the slug from the title, a draft without a date', async () => {
    const api = routeEditor();
    api.on('POST', '/api/admin/blog/posts', () => reply(201, { id: 'p1' }));
    const { onCreated } = await openNewPost();
    fillValidPost();
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('p1'));
    const [sent] = api.calls('POST', '/api/admin/blog/posts');
    expect(sent!.body as AdminBlogPostRequest).toMatchObject({
      slug: 'anh-sang-cua-so-cho-anh-bia',
      category: CATEGORY.slug,
      author: AUTHOR.slug,
      tags: [],
      title_en: null,
      body_en: null,
      published_at: null,
    });
  });

  it('publishes from the chosen local time, sent as an ISO instant', async () => {
    const api = routeEditor();
    api.on('POST', '/api/admin/blog/posts', () => reply(201, { id: 'p2' }));
    await openNewPost();
    fillValidPost();
    type('field-publish', 'publish');
    type('field-published_at', '2026-12-01T09:30');
    fireEvent.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('POST', '/api/admin/blog/posts')).toHaveLength(1));
    const [sent] = api.calls('POST', '/api/admin/blog/posts');
    expect((sent!.body as AdminBlogPostRequest).published_at).toBe(
      new Date('2026-12-01T09:30').toISOString(),
    );
  });

  it('shows the server’s refusal of a slug on the slug field', async () => {
    const api = routeEditor();
    api.on('POST', '/api/admin/blog/posts', () =>
      reply(409, { code: 'conflict', detail: 'Another post already uses this slug.' }),
    );
    await openNewPost();
    fillValidPost();
    fireEvent.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText(en.validation.slugTaken)).toBeTruthy();
    type('field-slug', 'anh-sang-cua-so-2');
    await waitFor(() => expect(screen.queryByText(en.validation.slugTaken)).toBeNull());
  });
});
