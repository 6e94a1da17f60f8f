import { Group, Pagination } from '@mantine/core';

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
