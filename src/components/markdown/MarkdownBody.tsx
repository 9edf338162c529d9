/**
 * A post body rendered from Markdown tokens straight to React elements — no HTML string and no
 * innerHTML anywhere, so nothing in a post can run. Headings get the ids the server's table of
 * contents links to (common/blog-markdown.ts); a # heading becomes an h2: the page has one h1.
 * The elements are plain; one container style gives them their look (./prose-styles.ts). The
 * public post page and the admin editor's live preview both draw with it (docs/admin.md).
 */
import { type ReactNode, useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { Token, Tokens } from 'marked';
import { headingIds, lexMarkdown } from '../../../common/blog-markdown';
import { renderInline } from './MarkdownInline';
import { PROSE_STYLES } from './prose-styles';

/** The id of each heading token of the document being rendered. */
type Ids = Map<Token, string>;

function ListBlock({ token, ids }: { token: Tokens.List; ids: Ids }) {
  const items = token.items.map((item, index) => (
    <li key={index}>{renderBlocks(item.tokens, ids)}</li>
  ));
  return token.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function TableBlock({ token }: { token: Tokens.Table }) {
  return (
    // Wide tables scroll inside their box on a phone instead of widening the page.
    <div data-table="">
      <table>
        <thead>
          <tr>
            {token.header.map((cell, index) => (
              <th key={index}>{renderInline(cell.tokens)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index}>{renderInline(cell.tokens)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ token, ids }: { token: Token; ids: Ids }): ReactNode {
  switch (token.type) {
    case 'heading': {
      const Level = `h${Math.min(6, Math.max(2, token.depth))}` as 'h2';
      return (
        <Level id={ids.get(token)} tabIndex={-1}>
          {renderInline(token.tokens)}
        </Level>
      );
    }
    case 'paragraph':
      return <p>{renderInline(token.tokens)}</p>;
    case 'text':
      return renderInline(token.tokens ?? [token]);
    case 'list':
      return <ListBlock token={token as Tokens.List} ids={ids} />;
    case 'blockquote':
      return <blockquote>{renderBlocks(token.tokens, ids)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{token.text}</code>
        </pre>
      );
    case 'table':
      return <TableBlock token={token as Tokens.Table} />;
    case 'hr':
      return <hr />;
    case 'space':
    case 'def':
      return null;
    default:
      // Raw HTML blocks and anything unknown: shown as the characters typed.
      return 'text' in token ? <p>{String(token.text)}</p> : null;
  }
}

function renderBlocks(tokens: readonly Token[] | undefined, ids: Ids): ReactNode {
  return tokens?.map((token, index) => <Block key={index} token={token} ids={ids} />);
}

export function MarkdownBody({ markdown }: { markdown: string }) {
  const content = useMemo(() => {
    const tokens = lexMarkdown(markdown);
    return renderBlocks(tokens, headingIds(tokens));
  }, [markdown]);
  return (
    <Box
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="1.8"
      css={PROSE_STYLES}
      data-testid="post-body"
    >
      {content}
    </Box>
  );
}
