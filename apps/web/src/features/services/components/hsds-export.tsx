import { Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { exportHsds, HSDS_FILE_NAMES, type HsdsFormat } from '../api/export-hsds.ts';

/** "Export HSDS": the whole directory as an Open Referral HSDS 3 data set, as JSON or as one service per line. */
export function HsdsExportMenu() {
  const [busy, setBusy] = useState(false);

  async function download(format: HsdsFormat) {
    setBusy(true);
    try {
      await exportHsds(format);
      showToast({ color: 'teal', message: `Downloaded ${HSDS_FILE_NAMES[format]}` });
    } catch (error) {
      showToast({ color: 'red', title: 'Export failed', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <PendingButton
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          pending={busy}
        >
          Export HSDS
        </PendingButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('json')}>JSON (one file)</Menu.Item>
        <Menu.Item onClick={() => void download('ndjson')}>NDJSON (one service per line)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
