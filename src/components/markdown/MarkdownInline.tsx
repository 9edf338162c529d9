/**
 * Inline Markdown tokens as React elements. Text is always text (React escapes it); raw HTML is
 * shown as the characters typed; a link is a link only when its target is http(s), mailto or
 * relative, and an image is shown only from our own origin (the CSP allows no other). Plain
 * elements: the post body's container styles them (./prose-styles.ts).
 */
import type { ReactNode } from 'react';
import type { Token } from 'marked';
import { decodeEntities, isSafeHref } from '../../../common/blog-markdown';

const isExternal = (href: string) => /^https?:\/\//i.test(href);
/** A root-relative path on this site (not //host, which is another site). */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function InlineToken({ token }: { token: Token }): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong>{renderInline(token.tokens)}</strong>;
    case 'em':
      return <em>{renderInline(token.tokens)}</em>;
    case 'del':
      return <del>{renderInline(token.tokens)}</del>;
    case 'codespan':
      return <code>{token.text}</code>;
    case 'br':
      return <br />;
    case 'link': {
      const children = renderInline(token.tokens);
      if (!isSafeHref(token.href)) return <span>{children}</span>;
      const external = isExternal(token.href);
      return (
        <a href={token.href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
          {children}
        </a>
      );
    }
    case 'image':
      return isOwnPath(token.href) ? (
        <img src={token.href} alt={token.text} loading="lazy" />
      ) : (
        <span>{token.text}</span>
      );
    case 'text':
      return 'tokens' in token && token.tokens?.length
        ? renderInline(token.tokens)
        : decodeEntities(token.text);
    default:
      // escape, raw html and anything unknown: the characters, as text.
      return 'text' in token && typeof token.text === 'string' ? decodeEntities(token.text) : null;
  }
}

export function renderInline(tokens: readonly Token[] | undefined): ReactNode {
  return tokens?.map((token, index) => <InlineToken key={index} token={token} />);
}
