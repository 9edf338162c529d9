/**
 * /admin/blog's figures (docs/admin.md#blog-management): published posts, categories, tags and
 * authors from GET /api/blog/stats, a loading state until they arrive, and an error with Retry.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminBlogPage from '../../src/features/admin/blog/AdminBlogPage';
import { i18n } from '../../src/lib/i18n/i18n';
import { installFakeApi, reply, type FakeApi } from './fake-api/fake-api';
import { loadTranslations, renderWithProviders } from './with-providers';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const STATS = { posts: 12, categories: 4, tags: 9, authors: 3 };

let api: FakeApi;
beforeAll(() => loadTranslations(['admin-blog']), 30_000);
beforeEach(async () => {
  await i18n.changeLanguage('en');
  api = installFakeApi();
  api.on('GET', '/api/admin/blog/posts', () => ({ items: [], total: 0, limit: 50, offset: 0 }));
});

describe("the blog's figures on /admin/blog", () => {
  it('shows the four counts, loading until they arrive', async () => {
    let answer: (value: typeof STATS) => void = () => undefined;
    api.on('GET', '/api/blog/stats', () => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<AdminBlogPage />);
    const row = await screen.findByTestId('blog-stats', {}, SLOW);
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(within(row).getAllByTestId('blog-stats-loading')).toHaveLength(4);
    await waitFor(() => expect(api.calls('GET', '/api/blog/stats')).toHaveLength(1));
    answer(STATS);
    expect((await screen.findByTestId('blog-stat-posts', {}, SLOW)).textContent).toBe('12');
    expect(screen.getByTestId('blog-stat-categories').textContent).toBe('4');
    expect(screen.getByTestId('blog-stat-tags').textContent).toBe('9');
    expect(screen.getByTestId('blog-stat-authors').textContent).toBe('3');
    expect(within(row).getByText('Published posts')).toBeTruthy();
    expect(row.getAttribute('aria-busy')).toBe('false');
  });

  it('says when they cannot be loaded, in Vietnamese, and Retry asks again', async () => {
    await i18n.changeLanguage('vi');
    let fail = true;
    api.on('GET', '/api/blog/stats', () =>
      fail ? reply(500, { code: 'internal_error', message: 'x' }) : STATS,
    );
    renderWithProviders(<AdminBlogPage />);
    const error = await screen.findByTestId('blog-stats-error', {}, SLOW);
    expect(within(error).getByText('Không tải được số liệu của blog.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByTestId('blog-stat-tags', {}, SLOW)).textContent).toBe('9');
  });
});
