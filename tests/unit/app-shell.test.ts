/**
 * The app shell as one page's first response (server/http/app-shell.ts): the page's texts are
 * escaped wherever they land, including replacement patterns like `$&`, and a meta tag the
 * template lacks is added rather than lost.
 */
import { describe, expect, it } from 'vitest';
import { composeShell } from '../../server/http/app-shell';

const TEMPLATE =
  '<html><head><title>Studio AI</title><meta property="og:title" content="Studio AI" /></head><body></body></html>';

describe('composeShell', () => {
  it("keeps a text's $ patterns as text, in tags the template has and in ones it lacks", () => {
    const text = `Giá $& và $' "ưu đãi" <b>`;
    const html = composeShell(TEMPLATE, {
      meta: { title: text, description: text, image: '/x.png', type: 'article' },
    });
    const escaped = 'Giá $&amp; và $&#39; &quot;ưu đãi&quot; &lt;b&gt;';
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    // Not in the template: added before </head>.
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain('<meta property="og:type" content="article" /></head>');
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('is the template itself when there is nothing to add', () => {
    expect(composeShell(TEMPLATE, {})).toBe(TEMPLATE);
  });
});
