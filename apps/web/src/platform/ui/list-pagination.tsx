import { Group, Pagination } from '@mantine/core';
import { useState } from 'react';

export interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}

/** Page buttons with spoken names, shown only when there is more than one page. */
export function ListPagination({ total, pageSize, page, onPage }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
        })}
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
