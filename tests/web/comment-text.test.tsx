/**
 * Comments are shown as the text typed: markup stays characters, and only http(s) addresses
 * become links, marked nofollow ugc.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { AppProviders } from '../../src/app/providers';
import { CommentText, commentParts } from '../../src/features/blog/comments/CommentText';

function renderComment(body: string) {
  return render(
    <AppProviders>
      <CommentText body={body} />
    </AppProviders>,
  );
}

describe('a comment', () => {
  it('shows <script> and other markup as text, never as elements', async () => {
    const body = '<script>window.__commentRan = 1</script><b>đậm</b><img src=x onerror=alert(1)>';
    const { findByTestId } = renderComment(body);
    const text = await findByTestId('comment-body');
    expect(text.textContent).toBe(body);
    expect(text.querySelector('script, b, img')).toBeNull();
    expect((window as { __commentRan?: number }).__commentRan).toBeUndefined();
  });

  it('links http(s) addresses with rel nofollow ugc, and nothing else', async () => {
    const { findByTestId } = renderComment(
      'Xem https://studioai.vn/blog, hoặc javascript:alert(1) và data:text/html,x',
    );
    const links = [...(await findByTestId('comment-body')).querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
      ['https://studioai.vn/blog', 'nofollow ugc noopener noreferrer'],
    ]);
  });

  it('keeps the sentence punctuation out of a link and the line breaks in the text', () => {
    expect(commentParts('Xem (https://a.vn/x).\nHết')).toEqual([
      { kind: 'text', text: 'Xem (' },
      { kind: 'link', href: 'https://a.vn/x' },
      { kind: 'text', text: ').\nHết' },
    ]);
  });
});
