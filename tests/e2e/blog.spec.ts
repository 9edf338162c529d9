/**
 * The blog in Chromium against the seeded posts: sorting and pagination, category and tag pages,
 * the table of contents, comments by a signed-in user (whose <script> never runs), the newsletter,
 * and every blog page in both languages without console errors.
 */
import type { Page } from '@playwright/test';
import {
  apiList,
  apiPost,
  mailTo,
  scrollToLowerSections,
  startInLanguage,
  uniqueAddress,
} from './blog-helpers';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const cardTitles = (page: Page) =>
  page.getByTestId('post-card').getByRole('heading').allInnerTexts();

test('the list sorts with the select and pages with the page links', async ({ page, request }) => {
  const newest = await apiList(request, 'lang=vi');
  expect(newest.total).toBeGreaterThan(newest.page_size);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('vi', 'list.title', 'blog'));
  await expect(page.getByTestId('post-card')).toHaveCount(newest.page_size);
  expect(await cardTitles(page)).toEqual(newest.items.map((post) => post.title));

  for (const sort of ['title_asc', 'reading_time', 'oldest'] as const) {
    await page.getByTestId('blog-sort').selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${sort}`));
    const sorted = await apiList(request, `lang=vi&sort=${sort}`);
    await expect.poll(() => cardTitles(page)).toEqual(sorted.items.map((post) => post.title));
  }

  const pages = page.getByRole('navigation', { name: t('vi', 'list.pagination', 'blog') });
  await pages
    .getByRole('link', { name: t('vi', 'list.pageNumber', 'blog').replace('{{page}}', '2') })
    .click();
  await expect(page).toHaveURL(/\?sort=oldest&page=2$/);
  const second = await apiList(request, 'lang=vi&sort=oldest&page=2');
  await expect.poll(() => cardTitles(page)).toEqual(second.items.map((post) => post.title));
  await pages.getByRole('link', { name: t('vi', 'list.previous', 'blog') }).click();
  await expect(page).toHaveURL(/\?sort=oldest$/);
});

test('category and tag pages filter the list; an unknown one says so', async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  const categories = page.getByRole('navigation', { name: t('vi', 'list.categories', 'blog') });
  const chip = categories.getByRole('link').nth(1);
  const name = await chip.innerText();
  await chip.click();
  await expect(page).toHaveURL(/\/blog\/category\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const filtered = await apiList(request, `lang=vi&category=${slug}`);
  await expect.poll(() => cardTitles(page)).toEqual(filtered.items.map((post) => post.title));

  await page.goto('/blog/tag/salon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('#salon');
  expect(await cardTitles(page)).toEqual(
    (await apiList(request, 'lang=vi&tag=salon')).items.map((p) => p.title),
  );

  await page.goto('/blog/category/khong-co-chuyen-muc');
  await expect(page.getByTestId('blog-not-found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('vi', 'states.categoryNotFound', 'blog'),
  );
});

test("a post's table of contents links scroll to their heading", async ({ page, request }) => {
  const [first] = (await apiList(request, 'lang=vi')).items;
  const post = await apiPost(request, first!.slug);
  const target = post.toc.at(-1)!;
  // The server sent the post in the page (server/modules/blog/blog-shell-page.ts): no request.
  const postRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/blog/posts/${post.slug}`)
      postRequests.push(request.url());
  });
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  expect(postRequests).toEqual([]);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${post.title} · Studio AI`,
  );
  const heading = page.locator(`[id="${target.id}"]`);
  await expect(heading).not.toBeInViewport();
  await page.getByTestId('post-toc').getByRole('link', { name: target.text }).click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  await expect(page.locator('script[type="application/ld+json"]#jsonld-blog-post')).toHaveCount(1);
});

test("a link to a post's comments lands on them, though their code loads after the post", async ({
  page,
  request,
}) => {
  const [first] = (await apiList(request, 'lang=vi')).items;
  await page.goto(`/blog/${first!.slug}#comments`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
  await expect(page.getByTestId('comments')).toBeInViewport();
});

test('a signed-in user comments; the comment shows as text and its <script> never runs', async ({
  page,
  request,
}) => {
  const [, second] = (await apiList(request, 'lang=vi')).items;
  await page.goto(`/blog/${second!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.title);
  await scrollToLowerSections(page);
  await page.getByTestId('comment-sign-in').getByRole('button').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel(t('vi', 'login.email', 'auth')).fill('demo@studioai.vn');
  await modal.getByLabel(t('vi', 'login.password', 'auth')).fill('Demo@12345');
  await modal.getByRole('button', { name: t('vi', 'login.submit', 'auth'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second!.slug}#comments$`));

  const text = `<script>window.__commentRan = true</script> Rất hữu ích ${Date.now()} https://studioai.vn/blog`;
  const form = page.getByTestId('comment-form');
  await form.getByRole('textbox').fill(text);
  await form.getByRole('button', { name: t('vi', 'comments.submit', 'blog') }).click();
  const comment = page.getByTestId('comment').filter({ hasText: text.slice(0, 40) });
  await expect(comment.getByTestId('comment-body')).toHaveText(text);
  await expect(comment.locator('script')).toHaveCount(0);
  await expect(comment.getByRole('link')).toHaveAttribute(
    'rel',
    'nofollow ugc noopener noreferrer',
  );

  await page.reload();
  await expect(page.getByTestId('comment').filter({ hasText: text.slice(0, 40) })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __commentRan?: boolean }).__commentRan),
  ).toBeUndefined();

  const mine = page.getByTestId('comment').filter({ hasText: text.slice(0, 40) });
  await mine.getByRole('button', { name: t('vi', 'comments.delete', 'blog') }).click();
  await mine.getByRole('button', { name: t('vi', 'comments.delete', 'blog') }).click();
  await expect(mine).toHaveCount(0);
});

test('the newsletter box mails a confirmation link; confirm and unsubscribe pages work', async ({
  page,
}) => {
  const email = uniqueAddress('doc-gia');
  await page.goto('/blog');
  const box = page.getByTestId('newsletter-box');
  await box.getByLabel(t('vi', 'newsletter.email', 'blog')).fill(email);
  await box.getByRole('button', { name: t('vi', 'newsletter.submit', 'blog') }).click();
  await expect(box.getByText(t('vi', 'newsletter.sentTitle', 'blog')).first()).toBeVisible();

  const mail = await mailTo(page, email, /bản tin/);
  const link = (name: string) =>
    mail.text.match(new RegExp(`https?://\\S+/newsletter/${name}\\?token=\\S+`))![0];
  await page.goto(new URL(link('confirm')).pathname + new URL(link('confirm')).search);
  await expect(page.getByTestId('newsletter-result')).toHaveText(
    t('vi', 'newsletter.confirm.done', 'blog'),
  );
  await page.goto(new URL(link('unsubscribe')).pathname + new URL(link('unsubscribe')).search);
  await expect(page.getByTestId('newsletter-result')).toHaveText(
    t('vi', 'newsletter.unsubscribe.done', 'blog'),
  );
});

for (const language of ['vi', 'en'] as const) {
  test(`the blog pages render in ${language} without console errors`, async ({ page, request }) => {
    await startInLanguage(page, language);
    const [first] = (await apiList(request, `lang=${language}`)).items;
    const post = await apiPost(request, first!.slug, language);
    const pages = [
      ['/blog', t(language, 'list.title', 'blog')],
      [`/blog/${post.slug}`, post.title],
      [`/blog/category/${post.category.slug}`, post.category.name],
      [`/blog/tag/${post.tags[0]!.slug}`, `#${post.tags[0]!.name}`],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'vi' ? 'vi-VN' : 'en-US',
      );
      await scrollToLowerSections(page);
      await expect(page.getByTestId('newsletter-box')).toContainText(
        t(language, 'newsletter.title', 'blog'),
      );
    }
    await expect(page.getByTestId('post-card').first()).toBeVisible();
  });
}
