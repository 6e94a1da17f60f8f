import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { ListPagination } from '../../../platform/ui/list-pagination.tsx';
import { TableSkeleton } from '../../../platform/ui/list-states.tsx';
import { useWebhooks } from '../api/list-webhooks.ts';
import { NoWebhooksYet } from './no-webhooks-yet.tsx';
import { WebhookList } from './webhook-list.tsx';
import { WEBHOOKS_PAGE_SIZE, type WebhooksSearch } from './webhooks-search-params.ts';

export interface WebhooksPageProps {
  search: WebhooksSearch;
  onSearchChange: (search: WebhooksSearch) => void;
}

function caption(total: number, page: number, shown: number): string {
  if (total <= shown) return `${total} ${total === 1 ? 'webhook' : 'webhooks'}, newest first`;
  const first = (page - 1) * WEBHOOKS_PAGE_SIZE + 1;
  return `Webhooks ${first}–${first + shown - 1} of ${total}, newest first`;
}

/** Every webhook with its health, last delivery and waiting deliveries; each opens its own page. */
export function WebhooksPage({ search, onSearchChange }: WebhooksPageProps) {
  const page = search.page ?? 1;
  const webhooks = useWebhooks({ take: WEBHOOKS_PAGE_SIZE, skip: (page - 1) * WEBHOOKS_PAGE_SIZE });
  const items = webhooks.data?.items ?? [];
  const total = webhooks.data?.total ?? 0;
  const createButton = (
    <RouterButton to="/webhooks/create" leftSection={<IconPlus size={18} aria-hidden />}>
      Create webhook
    </RouterButton>
  );
  const goTo = (next: number) => onSearchChange({ page: next === 1 ? undefined : next });

  return (
    <Page
      title="Webhooks"
      description="Partner systems that Casework notifies when participants, threads, messages or services change. Each delivery is signed, retried for about three days if the receiver fails, and logged."
      actions={total > 0 ? createButton : undefined}
    >
      {webhooks.isError ? (
        <ErrorAlert title="The webhooks could not be loaded" error={webhooks.error} />
      ) : webhooks.isPending ? (
        <TableSkeleton label="Loading webhooks" rowHeight={48} />
      ) : items.length === 0 && total > 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>There are no webhooks on page {page}.</Text>
          <Button variant="default" mt="sm" onClick={() => goTo(1)}>
            Go to the first page
          </Button>
        </Paper>
      ) : items.length === 0 ? (
        <NoWebhooksYet action={createButton} />
      ) : (
        <Stack gap="sm">
          <WebhookList items={items} caption={caption(total, page, items.length)} />
          <ListPagination total={total} pageSize={WEBHOOKS_PAGE_SIZE} page={page} onPage={goTo} />
        </Stack>
      )}
    </Page>
  );
}
