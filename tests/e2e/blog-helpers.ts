/** Helpers of the blog and contact e2e tests: the API's own answers, the dev mailbox, languages. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { BlogPostDetail, BlogPostList } from '../../common/contracts/blog';
import type { DevMailboxResponse, DevMailboxMail } from '../../common/contracts/dev-mailbox';
import { expect } from './fixtures';

/** What the API lists for a query: the order the page must show. */
export async function apiList(request: APIRequestContext, query: string): Promise<BlogPostList> {
  const response = await request.get(`/api/blog/posts?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BlogPostList;
}

export async function apiPost(request: APIRequestContext, slug: string, lang = 'vi') {
  const response = await request.get(`/api/blog/posts/${slug}?lang=${lang}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BlogPostDetail;
}

/** Waits for a mail to `to` whose subject matches, in the dev mailbox (no SMTP_URL in e2e). */
export async function mailTo(page: Page, to: string, subject: RegExp): Promise<DevMailboxMail> {
  let found: DevMailboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await response.json()) as DevMailboxResponse;
      found = mails.find((mail) => subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Starts the page in `language` (the toggle's stored choice). */
export async function startInLanguage(page: Page, language: 'vi' | 'en'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('studio.language', value), language);
}

/** A unique address for a test run. */
export const uniqueAddress = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.vn`;

/** Scrolls to a page's lower sections, which load as the reader comes near (RenderWhenNear). */
export async function scrollToLowerSections(page: Page): Promise<void> {
  const placeholder = page.getByTestId('lazy-section');
  if ((await placeholder.count()) > 0) await placeholder.first().scrollIntoViewIfNeeded();
}
