/** What server and client agree on about post Markdown: heading ids, reading time, what is refused. */
import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  readingMinutes,
  slugify,
  tableOfContents,
  unsafeMarkdownProblem,
} from '../../common/blog-markdown';

describe('heading ids', () => {
  it('fold Vietnamese to plain ASCII words joined by hyphens', () => {
    expect(slugify('Ánh sáng cửa sổ & đèn LED')).toBe('anh-sang-cua-so-den-led');
    expect(slugify('  Đo size — 100% chuẩn!  ')).toBe('do-size-100-chuan');
  });

  it('number repeated headings and name empty ones', () => {
    const toc = tableOfContents('## Bước 1\n\n## Bước 1\n\n## !!!\n\n### Bước 1');
    expect(toc.map((entry) => entry.id)).toEqual(['buoc-1', 'buoc-1-2', 'section', 'buoc-1-3']);
  });
});

describe('reading time', () => {
  it('counts words at 200 a minute, at least 1', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'từ').join(' ');
    expect(readingMinutes('## Ngắn')).toBe(1);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(`## Tiêu đề\n\n${words(598)}\n\n- ${words(400)}`)).toBe(5);
  });
});

describe('safe link targets', () => {
  it.each([
    'https://a.vn',
    'http://a.vn/x?y=1',
    'mailto:hotro@studioai.vn',
    '/blog',
    '#muc-1',
    'bai-khac',
  ])('allows %s', (href) => expect(isSafeHref(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example/x',
    'file:///etc/passwd',
  ])('refuses %s', (href) => expect(isSafeHref(href)).toBe(false));
});

describe('Markdown refused on write', () => {
  it('names the raw HTML tag it found', () => {
    expect(unsafeMarkdownProblem('Chữ <script>x()</script>')).toContain('<script>');
    expect(unsafeMarkdownProblem('<iframe src="x"></iframe>')).toContain('<iframe>');
    expect(unsafeMarkdownProblem('<!-- ghi chú -->')).toMatch(/Raw HTML/);
  });

  it('refuses unsafe links and images, accepts ordinary Markdown', () => {
    expect(unsafeMarkdownProblem('[a](javascript:x)')).toMatch(/http, https or mailto/);
    expect(unsafeMarkdownProblem('![a](data:image/png;base64,AA)')).toMatch(
      /http, https or mailto/,
    );
    expect(
      unsafeMarkdownProblem('## Mục\n\n**Đậm**, [liên kết](https://a.vn), a < b, `<b>`'),
    ).toBeNull();
  });
});
