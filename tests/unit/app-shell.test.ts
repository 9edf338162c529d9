/**
 * The app shell as one page's first response (server/http/app-shell.ts): the page's texts are
 * escaped wherever they land, including replacement patterns like `$&`, a meta tag or canonical
 * link the template lacks is added rather than lost, and structured data cannot end its script.
 */
import { describe, expect, it } from 'vitest';
import { composeShell } from '../../server/http/app-shell';

const TEMPLATE =
  '<html><head><title>Studio AI</title><meta property="og:title" content="Studio AI" /></head><body></body></html>';

const URL = 'https://studioai.example/blog/anh-sang';
const META = {
  title: 'Ánh sáng',
  description: 'Chụp đẹp',
  image: 'https://studioai.example/x.png',
  type: 'article' as const,
  url: URL,
};

describe('composeShell', () => {
  it("keeps a text's $ patterns as text, in tags the template has and in ones it lacks", () => {
    const text = `Giá $& và $' "ưu đãi" <b>`;
    const html = composeShell(TEMPLATE, {
      meta: { title: text, description: text, image: '/x.png', type: 'article', url: URL },
    });
    const escaped = 'Giá $&amp; và $&#39; &quot;ưu đãi&quot; &lt;b&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    // Not in the template: added before </head>.
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toMatch(/<meta property="og:type" content="article" \/>.*<\/head>/);
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('is the template itself when there is nothing to add', () => {
    expect(composeShell(TEMPLATE, {})).toBe(TEMPLATE);
  });

  it('gives Twitter’s card the same title and image, and the page its canonical address', () => {
    const html = composeShell(TEMPLATE, { meta: META });
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="Ánh sáng" />');
    expect(html).toContain('<meta name="twitter:description" content="Chụp đẹp" />');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://studioai.example/x.png" />',
    );
    expect(html).toContain(`<meta property="og:url" content="${URL}" />`);
    expect(html).toContain(`<link rel="canonical" href="${URL}" />`);
  });

  it('replaces a canonical link and a Twitter card the template has, never doubling them', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="canonical" href="https://old.example/" /><meta name="twitter:card" content="summary" /></head>',
    );
    const html = composeShell(template, { meta: META });
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${URL}" />`);
    expect(html.match(/twitter:card/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('writes structured data as JSON-LD a `</script>` in a text cannot end', () => {
    const value = { '@type': 'BlogPosting', headline: '</script><script>alert(1)</script><!--' };
    const html = composeShell(TEMPLATE, { structuredData: [{ id: 'jsonld-blog-post', value }] });
    const script =
      /<script type="application\/ld\+json" id="jsonld-blog-post">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(script![1]!)).toEqual(value);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('drops the default picture’s size, which a page’s own picture may not have', () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<meta property="og:image:width" content="1200" />\n<meta property="og:image:height" content="630" /></head>',
    );
    const html = composeShell(template, { meta: META });
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
    expect(html).toContain('<meta property="og:image" content="https://studioai.example/x.png" />');
  });
});
