import { Alert, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useRebuildServiceIndex } from '../api/rebuild-index.ts';

/** "Indexed 64 services in 120 ms" (and the stale entries removed, when there were any). */
export function rebuildSummary({
  indexed,
  removed,
  durationMs,
}: {
  indexed: number;
  removed: number;
  durationMs: number;
}) {
  const time = durationMs < 1000 ? `${Math.round(durationMs)} ms` : `${(durationMs / 1000).toFixed(1)} s`;
  const services = `${indexed} ${indexed === 1 ? 'service' : 'services'}`;
  return `Indexed ${services} in ${time}${removed > 0 ? `; removed ${removed} stale ${removed === 1 ? 'entry' : 'entries'}` : ''}.`;
}

/** "Rebuild search index" (administrators): safe while people search; the index is also kept current on every save. */
export function IndexRebuildButton() {
  const rebuild = useRebuildServiceIndex();
  return (
    <Stack gap="xs">
      <PendingButton
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        pending={rebuild.isPending}
        onClick={() => rebuild.mutate()}
        w="fit-content"
      >
        Rebuild search index
      </PendingButton>
      {rebuild.data ? (
        <Alert color="teal" role="status" py="xs">
          {rebuildSummary(rebuild.data)}
        </Alert>
      ) : null}
      {rebuild.isError ? (
        <ErrorAlert title="The index was not rebuilt" error={rebuild.error} py="xs" />
      ) : null}
    </Stack>
  );
}
