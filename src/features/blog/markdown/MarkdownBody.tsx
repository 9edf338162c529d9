/**
 * A post body rendered from Markdown tokens straight to React elements — no HTML string and no
 * innerHTML anywhere, so nothing in a post can run. Headings get the ids the server's table of
 * contents links to (common/blog-markdown.ts); a # heading becomes an h2: the page has one h1.
 */
import { type ReactNode, useMemo } from 'react';
import { Box, Code, Heading, List, Separator, Table, Text } from '@chakra-ui/react';
import type { Token, Tokens } from 'marked';
import { headingIds, lexMarkdown } from '../../../../common/blog-markdown';
import { renderInline } from './MarkdownInline';

/** The sticky header's height: a heading scrolled to stays visible below it. */
export const HEADING_SCROLL_MARGIN = '88px';

const HEADING_SIZES = { 2: '2xl', 3: 'xl', 4: 'lg', 5: 'md', 6: 'md' } as const;

/** The id of each heading token of the document being rendered. */
type Ids = Map<Token, string>;

function ListBlock({ token, ids }: { token: Tokens.List; ids: Ids }) {
  return (
    <List.Root as={token.ordered ? 'ol' : 'ul'} ps="6" gap="2" my="4">
      {token.items.map((item, index) => (
        <List.Item key={index}>{renderBlocks(item.tokens, ids)}</List.Item>
      ))}
    </List.Root>
  );
}

function TableBlock({ token }: { token: Tokens.Table }) {
  return (
    // Wide tables scroll inside their box on a phone instead of widening the page.
    <Box overflowX="auto" my="6" borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {token.header.map((cell, index) => (
              <Table.ColumnHeader key={index}>{renderInline(cell.tokens)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {token.rows.map((row, rowIndex) => (
            <Table.Row key={rowIndex}>
              {row.map((cell, index) => (
                <Table.Cell key={index}>{renderInline(cell.tokens)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Block({ token, ids }: { token: Token; ids: Ids }): ReactNode {
  switch (token.type) {
    case 'heading': {
      const level = Math.min(6, Math.max(2, token.depth)) as 2 | 3 | 4 | 5 | 6;
      return (
        <Heading
          as={`h${level}`}
          id={ids.get(token)}
          tabIndex={-1}
          size={HEADING_SIZES[level]}
          mt="10"
          mb="3"
          scrollMarginTop={HEADING_SCROLL_MARGIN}
          _focus={{ outline: 'none' }}
        >
          {renderInline(token.tokens)}
        </Heading>
      );
    }
    case 'paragraph':
      return <Text my="4">{renderInline(token.tokens)}</Text>;
    case 'text':
      return renderInline(token.tokens ?? [token]);
    case 'list':
      return <ListBlock token={token as Tokens.List} ids={ids} />;
    case 'blockquote':
      return (
        <Box as="blockquote" borderStartWidth="4px" borderColor="brand.200" ps="4" color="fg.muted">
          {renderBlocks(token.tokens, ids)}
        </Box>
      );
    case 'code':
      return (
        <Code as="pre" display="block" whiteSpace="pre-wrap" p="4" my="4" borderRadius="lg">
          {token.text}
        </Code>
      );
    case 'table':
      return <TableBlock token={token as Tokens.Table} />;
    case 'hr':
      return <Separator my="8" />;
    case 'space':
    case 'def':
      return null;
    default:
      // Raw HTML blocks and anything unknown: shown as the characters typed.
      return 'text' in token ? <Text my="4">{String(token.text)}</Text> : null;
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
    <Box fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" data-testid="post-body">
      {content}
    </Box>
  );
}
