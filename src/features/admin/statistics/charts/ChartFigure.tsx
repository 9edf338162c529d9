/**
 * A chart with what makes it accessible (docs/admin.md#dashboard): a heading, a one-line summary
 * as its description, and the same numbers as a table behind a disclosure. The drawing itself is
 * hidden from assistive technology, which reads the table instead. Without rows there is
 * nothing to draw: only the heading and the summary, which says so.
 */
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

interface ChartFigureProps {
  title: string;
  summary: string;
  table: ChartTable;
  testId?: string;
  children: ReactNode;
}

export function ChartFigure({ title, summary, table, testId, children }: ChartFigureProps) {
  const { t } = useTranslation('admin-statistics');
  const titleId = useId();
  const summaryId = useId();
  // Nothing to draw (no failures, no payments): the summary says so, without an empty frame.
  const empty = table.rows.length === 0;
  return (
    <Stack
      as="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      gap="3"
      m="0"
      p="5"
      borderWidth="1px"
      borderRadius="2xl"
      bg="bg.panel"
      minW="0"
      data-testid={testId}
    >
      <Heading as="h2" size="md" id={titleId}>
        {title}
      </Heading>
      <Text id={summaryId} fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      {!empty && (
        <Box aria-hidden="true" h="64" minW="0">
          {children}
        </Box>
      )}
      <Box as="details" fontSize="sm" hidden={empty}>
        <Box as="summary" cursor="pointer" color="fg.muted" py="1">
          {t('chart.showTable')}
        </Box>
        {/* Focusable and named: a keyboard can scroll a long table (axe scrollable-region). */}
        <Table.ScrollArea mt="2" maxH="72" tabIndex={0} role="region" aria-label={title}>
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                {table.columns.map((column, index) => (
                  <Table.ColumnHeader key={column} textAlign={index === 0 ? 'start' : 'end'}>
                    {column}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.rows.map((row) => (
                <Table.Row key={row.key}>
                  {row.cells.map((cell, index) => (
                    <Table.Cell key={index} textAlign={index === 0 ? 'start' : 'end'}>
                      {cell}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </Stack>
  );
}
