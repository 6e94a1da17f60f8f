import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useState } from 'react';

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  size?: MantineSize;
  /** Given, the buttons are a navigation landmark with this name (a page whose main content is the list). */
  label?: string;
}

const CONTROL_LABELS = {
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
} as const;

/** Page buttons with spoken names, shown only when there is more than one page. */
export function ListPagination({ total, pageSize, page, onPage, size, label }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center" {...(label ? { component: 'nav', 'aria-label': label } : {})}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size={size}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      />
    </Group>
  );
}

export interface ListPage {
  page: number;
  setPage: (page: number) => void;
  /** What to ask the server for: `take` items after `skip`. */
  take: number;
  skip: number;
  /**
   * Call with the list's total once it is known: when there are fewer items than before (one was deleted or moved
   * away), the page goes back to the last one there is, before anything is painted.
   */
  keepWithin: (total: number | undefined) => void;
}

/** The page shown of a list read `pageSize` items at a time, for ListPagination. */
export function useListPage(pageSize: number): ListPage {
  const [page, setPage] = useState(1);
  return {
    page,
    setPage,
    take: pageSize,
    skip: (page - 1) * pageSize,
    keepWithin(total) {
      const pages = Math.max(1, Math.ceil((total ?? 0) / pageSize));
      if (total !== undefined && page > pages) setPage(pages);
    },
  };
}
