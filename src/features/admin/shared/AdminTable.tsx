/**
 * The admin lists' table: its column headers in a box that scrolls sideways on a narrow screen,
 * and, for a paged list, the whole of it around a loaded page (skeleton, error with Retry, empty
 * line, rows, pager). Each admin list names only its columns and how a row looks.
 */
import type { ReactNode } from 'react';
import { Stack, Table } from '@chakra-ui/react';
import type { ApiResource } from '../../../lib/api/use-api-resource';
import { Pager } from './Pager';
import { ResourceView, ScrollingTable } from './ResourceView';

export interface AdminColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Left out on screens narrower than this breakpoint. */
  hideBelow?: 'md' | 'lg';
  /** Only for screen readers (an actions column). */
  srOnly?: boolean;
}

interface AdminTableProps {
  /** Names the scrolling box for screen readers. */
  label: string;
  columns: AdminColumn[];
  testId?: string;
  /** The rows (Table.Row each). */
  children: ReactNode;
}

export function AdminTable({ label, columns, testId, children }: AdminTableProps) {
  return (
    <ScrollingTable label={label}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.label}
                textAlign={column.numeric ? 'end' : undefined}
                hideBelow={column.hideBelow}
                srOnly={column.srOnly}
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </ScrollingTable>
  );
}

/** What every paged admin list answer carries (docs/admin.md: offset paging). */
interface PageInfo {
  total: number;
  limit: number;
  offset: number;
}

interface PagedTableProps<T extends PageInfo, R> {
  resource: ApiResource<T>;
  /** The page's rows out of the answer. */
  rows: (data: T) => R[];
  renderRow: (row: R) => ReactNode;
  columns: AdminColumn[];
  /** The table's name for screen readers. */
  label: string;
  /** The pager's name for screen readers ('Users pages'). */
  pagesLabel: string;
  onOffsetChange: (offset: number) => void;
  emptyText: string;
  loadFailedText: string;
  /** `<testId>-loading`, `<testId>-empty` and `<testId>-table`. */
  testId: string;
}

export function PagedTable<T extends PageInfo, R>({
  resource,
  rows,
  renderRow,
  columns,
  label,
  pagesLabel,
  onOffsetChange,
  emptyText,
  loadFailedText,
  testId,
}: PagedTableProps<T, R>) {
  return (
    <ResourceView
      resource={resource}
      isEmpty={(data) => rows(data).length === 0}
      emptyText={emptyText}
      loadFailedText={loadFailedText}
      testId={testId}
    >
      {(data) => (
        <Stack gap="3">
          <AdminTable label={label} columns={columns} testId={`${testId}-table`}>
            {rows(data).map(renderRow)}
          </AdminTable>
          <Pager
            total={data.total}
            limit={data.limit}
            offset={data.offset}
            label={pagesLabel}
            onOffsetChange={onOffsetChange}
          />
        </Stack>
      )}
    </ResourceView>
  );
}
