/**
 * Blog management at /admin/blog (docs/admin.md#blog-management), as the admin, against the
 * real server: a tag made and renamed; a post written with a live preview, a cover uploaded and
 * published, then on /blog with its cover; deleted, then gone from /blog; the editor's
 * unsaved-changes question; axe on the list and the editor; the tablet width.
 */
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import vi from '../../src/locales/vi/admin-blog.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { signInWith } from './demo-session';
import { expect, test } from './fixtures';
import { adminAccount } from './fresh-account';

/** A category and an author of the seeded blog (server/modules/blog/seed-posts/taxonomy.ts). */
const SEED_CATEGORY = 'anh-san-pham';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 1200 x 800 picture with a coloured band, as an admin's cover photo would be. */
function coverPhoto() {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#d9c7b8' } })
    .composite([
      {
        input: {
          create: { width: 1200, height: 200, channels: 3, background: '#7a4b3a' },
        },
        top: 600,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

async function openAdminBlog(page: Page) {
  await signInWith(page, await adminAccount(page.request));
  await page.goto('/admin/blog');
  await expect(page.getByTestId('admin-blog-page')).toBeVisible();
}

test('an admin manages a tag, publishes a post with a cover, then deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdminBlog(page);
  expect(await seriousViolations(page)).toEqual([]);

  // A tag: made, renamed; no post has it yet.
  const tagSlug = `the-${unique()}`;
  await page.getByTestId('blog-tab-tags').click();
  await page.getByTestId('taxonomy-new').click();
  const dialog = page.getByTestId('taxonomy-dialog');
  await dialog.getByTestId('taxonomy-slug').fill('Sai Slug');
  await dialog.getByTestId('taxonomy-name_vi').fill('Ánh sáng tự nhiên');
  await dialog.getByTestId('taxonomy-save').click();
  await expect(dialog).toContainText(vi.validation.slug);
  await dialog.getByTestId('taxonomy-slug').fill(tagSlug);
  await dialog.getByTestId('taxonomy-save').click();
  await expect(dialog).toBeHidden();
  const tagRow = page.getByTestId(`taxonomy-row-${tagSlug}`);
  await expect(tagRow).toContainText('Ánh sáng tự nhiên');
  await expect(tagRow.getByTestId('taxonomy-count')).toHaveText('0 bài');
  await tagRow.getByTestId('taxonomy-edit').click();
  await dialog.getByTestId('taxonomy-name_vi').fill('Ánh sáng cửa sổ');
  await dialog.getByTestId('taxonomy-save').click();
  await expect(tagRow).toContainText('Ánh sáng cửa sổ');

  // A post: the form refuses an empty save, field by field.
  await page.getByTestId('blog-tab-posts').click();
  await page.getByTestId('post-new').click();
  const editor = page.getByTestId('post-editor');
  await editor.getByTestId('editor-save').click();
  await expect(editor.getByTestId('editor-problems')).toBeVisible();
  await expect(editor).toContainText(vi.validation.required);

  const title = `Chụp ảnh bìa bên cửa sổ ${unique()}`;
  await editor.getByTestId('field-title_vi').fill(title);
  const slug = await editor.getByTestId('field-slug').inputValue();
  expect(slug).toMatch(/^chup-anh-bia-ben-cua-so-/);
  await editor.getByTestId('field-excerpt_vi').fill('Ánh sáng cửa sổ cho ảnh bìa mềm và đều màu.');
  await editor
    .getByTestId('field-body_vi')
    .fill(
      '## Chuẩn bị\n\nĐặt sản phẩm **cách cửa sổ một mét**, tắt đèn trần.\n\n- Tấm hắt sáng trắng\n- Chân máy\n\n<script>alert(1)</script>',
    );
  // The live preview draws it as the post page will, HTML as text.
  const preview = editor.getByTestId('field-body_vi-preview');
  await expect(preview.getByRole('heading', { name: 'Chuẩn bị' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('cách cửa sổ một mét');
  await expect(preview.locator('script')).toHaveCount(0);
  await editor.getByTestId('editor-save').click();
  await expect(editor).toContainText(vi.validation.unsafeBody);
  await editor
    .getByTestId('field-body_vi')
    .fill(
      '## Chuẩn bị\n\nĐặt sản phẩm **cách cửa sổ một mét**, tắt đèn trần để màu không ám vàng.\n\n- Tấm hắt sáng trắng\n- Chân máy',
    );
  await editor.getByTestId('field-cover_alt_vi').fill('Áo len đặt cạnh cửa sổ');
  await editor.getByTestId('field-category').selectOption(SEED_CATEGORY);
  await editor.getByTestId('field-author').selectOption({ index: 1 });
  await editor.getByTestId('field-tags').getByText('Ánh sáng cửa sổ').click();
  await editor
    .getByTestId('cover-input')
    .setInputFiles({ name: 'bia.jpg', mimeType: 'image/jpeg', buffer: await coverPhoto() });
  await expect(editor.getByTestId('field-cover_image')).toHaveValue(/^\/blog-covers\/.+\.webp$/);
  const cover = await editor.getByTestId('field-cover_image').inputValue();
  await expect(editor.getByTestId('cover-preview')).toHaveAttribute('src', cover);
  await editor.getByTestId('field-publish').selectOption('publish');
  await editor.getByTestId('editor-save').click();
  await expect(page.getByText(vi.editor.savedPublished)).toBeVisible();
  await expect(page).toHaveURL(/\?post=[0-9a-f-]{36}$/);
  // The saved post opens again, as stored.
  await expect(editor.getByRole('heading', { name: vi.editor.editTitle })).toBeVisible();
  await expect(editor.getByTestId('field-title_vi')).toHaveValue(title);
  await expect(editor.getByTestId('editor-unsaved')).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="post-editor"]')).toEqual([]);

  // On the blog, with its cover.
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const coverImage = page.locator(`img[src="${cover}"]`).first();
  await expect(coverImage).toBeVisible();
  expect(await coverImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);

  // The tag now counts the post.
  await page.goto('/admin/blog?tab=tags');
  await expect(tagRow.getByTestId('taxonomy-count')).toHaveText('1 bài');

  // Deleted: asked first, then gone from the list and from /blog.
  await page.goto('/admin/blog');
  await page.getByTestId('posts-search').fill(slug);
  const row = page.getByTestId(`post-row-${slug}`);
  await expect(row.getByTestId('post-status')).toHaveText(vi.status.published);
  await row.getByTestId('post-delete').click();
  await page.getByTestId('post-delete-confirm').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('posts-empty')).toHaveText(vi.posts.noMatch);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.request.get(`/api/blog/posts/${slug}`)).status()).toBe(404);

  // The tag, unused again, is deleted.
  await page.goto('/admin/blog?tab=tags');
  await tagRow.getByTestId('taxonomy-delete').click();
  await page.getByTestId('taxonomy-delete-confirm').click();
  await expect(tagRow).toHaveCount(0);
});

test('leaving the editor with unsaved edits asks first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdminBlog(page);
  await page.getByTestId('post-new').click();
  await page.getByTestId('field-title_vi').fill('Bản nháp chưa lưu');
  await expect(page.getByTestId('editor-unsaved')).toBeVisible();

  await page.getByTestId('editor-back').click();
  await expect(page.getByTestId('leave-dialog')).toBeVisible();
  await page.getByRole('button', { name: vi.leave.cancel }).click();
  await expect(page.getByTestId('field-title_vi')).toHaveValue('Bản nháp chưa lưu');

  // A sidebar link is caught too; agreeing leaves.
  await page.getByTestId('admin-layout').getByRole('link').first().click();
  await expect(page.getByTestId('leave-dialog')).toBeVisible();
  await page.getByTestId('leave-confirm').click();
  await expect(page).not.toHaveURL(/\/admin\/blog/);
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the list and the editor fit the screen and pass axe', async ({ page }) => {
    await openAdminBlog(page);
    await expect(page.getByTestId('posts-table')).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('post-edit').first().click();
    const editor = page.getByTestId('post-editor');
    await expect(
      editor.getByTestId('field-body_vi-preview').getByTestId('post-body'),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
