/**
 * The post renderer: Markdown to React elements with nothing from a post ever run — raw HTML is
 * shown as text, script-capable links are not links — and heading ids that match the server's
 * table of contents.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { tableOfContents } from '../../common/blog-markdown';
import { AppProviders } from '../../src/app/providers';
import { MarkdownBody } from '../../src/components/markdown/MarkdownBody';

function renderBody(markdown: string) {
  return render(
    <AppProviders>
      <MarkdownBody markdown={markdown} />
    </AppProviders>,
  );
}

describe('the post renderer', () => {
  it('shows raw HTML as text: no script, iframe or event handler reaches the page', async () => {
    const { findByTestId } = renderBody(
      [
        '## Mở đầu',
        'Xin chào <script>window.__ran = true</script> và <img src=x onerror="window.__ran=true">.',
        '<iframe src="https://evil.example"></iframe>',
        '<div onclick="alert(1)">khối HTML</div>',
      ].join('\n\n'),
    );
    const body = await findByTestId('post-body');
    expect(body.querySelector('script, iframe, img, div[onclick]')).toBeNull();
    expect(body.textContent).toContain('<script>');
    expect(body.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it('neutralises javascript:, data: and entity-disguised links, and keeps safe ones', async () => {
    const { findByTestId } = renderBody(
      [
        '[xấu](javascript:alert(1)) [xấu 2](JaVaScRiPt:alert(1)) [xấu 3](&#106;avascript:alert(1))',
        '[dữ liệu](data:text/html;base64,PHNjcmlwdD4=) [tốt](https://studioai.vn/blog) [nội bộ](/contact)',
      ].join('\n\n'),
    );
    const body = await findByTestId('post-body');
    const hrefs = [...body.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://studioai.vn/blog', '/contact']);
    expect(body.textContent).toContain('xấu 3');
    const external = body.querySelector('a[href^="https"]')!;
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows images only from this site (the CSP blocks others), with their alt text', async () => {
    const { findByTestId } = renderBody(
      '![Ảnh bìa](/blog/a.webp) ![ngoài](https://cdn.example/x.png)',
    );
    const body = await findByTestId('post-body');
    const images = [...body.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['/blog/a.webp', 'Ảnh bìa'],
    ]);
    expect(body.textContent).toContain('ngoài');
  });

  it('gives headings the ids of the table of contents, # included as an h2', async () => {
    const markdown = [
      '# Tiêu đề cấp một',
      '## Ánh sáng **cửa sổ**',
      '### Đèn LED & rèm',
      '## Ánh sáng cửa sổ',
    ].join('\n\n');
    const { findByTestId } = renderBody(markdown);
    const body = await findByTestId('post-body');
    expect(body.querySelector('h1')).toBeNull();
    const ids = [...body.querySelectorAll('h2, h3')].map((heading) => heading.id);
    expect(ids).toEqual(['tieu-de-cap-mot', 'anh-sang-cua-so', 'den-led-rem', 'anh-sang-cua-so-2']);
    expect(tableOfContents(markdown).map((entry) => entry.id)).toEqual(ids.slice(1));
  });

  it('renders lists, tables, quotes and code', async () => {
    const { findByTestId } = renderBody(
      '- một\n- **hai**\n\n| Size | Ngực |\n| --- | --- |\n| M | 94 |\n\n> trích dẫn\n\n```\nconst x = "<b>";\n```',
    );
    const body = await findByTestId('post-body');
    expect(body.querySelectorAll('li')).toHaveLength(2);
    expect(body.querySelector('li strong')?.textContent).toBe('hai');
    expect(body.querySelector('td')?.textContent).toBe('M');
    expect(body.querySelector('blockquote')?.textContent).toContain('trích dẫn');
    expect(body.querySelector('pre')?.textContent).toContain('const x = "<b>";');
  });
});
