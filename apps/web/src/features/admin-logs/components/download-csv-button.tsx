import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { downloadLogExport, type LogExport } from '../api/download-log-export.ts';

/** Downloads the CSV export of the log with the filters in force (all pages, not just the one shown). */
export function DownloadCsvButton({ request, label }: { request: LogExport; label: string }) {
  const [busy, setBusy] = useState(false);

  function download() {
    setBusy(true);
    downloadLogExport(request)
      .then((name) => showToast({ color: 'teal', message: `${name} downloaded.` }))
      .catch((error: unknown) =>
        showToast({ color: 'red', title: 'The CSV could not be downloaded', message: errorMessage(error) }),
      )
      .finally(() => setBusy(false));
  }

  return (
    <PendingButton
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
      pending={busy}
      aria-label={label}
    >
      Download CSV
    </PendingButton>
  );
}
