import { fileCategoryLabel } from './file-categories.ts';
import type { ParticipantFileView } from '@casework/contract';
import {
  ActionIcon,
  Box,
  Checkbox,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDots, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { ResponsiveList } from '../../../platform/ui/responsive-list.tsx';
import { useCompactLayout } from '../../../platform/ui/use-compact-layout.ts';
import { formatOrganisationDate } from '../../../platform/ui/organisation-time.ts';
import { useId, type CSSProperties } from 'react';
import { downloadParticipantFile } from '../api/download-participant-file.ts';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Every category's table gives its columns the same widths, so the tables stacked on the page line up: a fixed layout
 * (Mantine's Table reads it from --table-layout, which the wrapper sets for the table inside) with set widths; the
 * name takes what is left and wraps anywhere. Size and date are short and of known length; the actions hold two
 * buttons.
 */
const FIXED_LAYOUT = { '--table-layout': 'fixed' } as CSSProperties;
const COLUMN_WIDTHS = {
  select: 44,
  size: '5.5rem',
  uploaded: '7rem',
  uploadedBy: '22%',
  actions: 88,
} as const;

const uploadedOn = (iso: string) => formatOrganisationDate(iso);
const byWhom = (uploader: string) => (uploader === 'You' ? 'you' : uploader);

export interface ParticipantFileListProps {
  /** The level of the category's heading, which says how many files it holds and names the list. */
  headingOrder: 3 | 4;
  participantId: string;
  category: string;
  items: readonly ParticipantFileView[];
  /** Whether the viewer may select, rename, move and delete this file (download is always offered). */
  mayChange: (file: ParticipantFileView) => boolean;
  /** "You" for the viewer's own uploads, else the uploader's name. */
  uploaderOf: (file: ParticipantFileView) => string;
  selected: ReadonlySet<string>;
  onToggle: (reference: string, on: boolean) => void;
  onRename: (file: ParticipantFileView) => void;
  onDelete: (file: ParticipantFileView) => void;
}

/**
 * The files of one category under a heading with their count ("Income · 2 files", which names the list): a table,
 * or cards on a phone, each with download and (when allowed) more actions.
 */
export function ParticipantFileList({
  headingOrder,
  participantId,
  category,
  items,
  mayChange,
  uploaderOf,
  selected,
  onToggle,
  onRename,
  onDelete,
}: ParticipantFileListProps) {
  const compact = useCompactLayout();
  const headingId = useId();
  const changeable = items.filter(mayChange);
  const selectAll =
    changeable.length > 0 ? (
      <Checkbox
        aria-label={compact ? undefined : `Select every file in ${fileCategoryLabel(category)}`}
        label={compact ? `Select every file in ${fileCategoryLabel(category)}` : undefined}
        checked={changeable.every((f) => selected.has(f.reference))}
        indeterminate={
          changeable.some((f) => selected.has(f.reference)) &&
          !changeable.every((f) => selected.has(f.reference))
        }
        onChange={(e) => {
          const on = e.currentTarget.checked;
          for (const f of changeable) onToggle(f.reference, on);
        }}
      />
    ) : null;

  const select = (f: ParticipantFileView) =>
    mayChange(f) ? (
      <Checkbox
        aria-label={`Select ${f.name}`}
        checked={selected.has(f.reference)}
        onChange={(e) => onToggle(f.reference, e.currentTarget.checked)}
      />
    ) : null;

  const actions = (f: ParticipantFileView) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Download ${f.name}`}
        onClick={() =>
          void downloadParticipantFile(participantId, f.category, f.name).catch((e: unknown) =>
            showToast({ color: 'red', title: 'Download failed', message: errorMessage(e) }),
          )
        }
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
      {mayChange(f) ? (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`More actions for ${f.name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onRename(f)}>
              Rename or move
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(f)}
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );

  return (
    <Stack gap={4}>
      <Title order={headingOrder} size="h6" id={headingId}>
        {fileCategoryLabel(category)}{' '}
        <Text span size="sm" fw={400} c="dimmed">
          · {items.length} {items.length === 1 ? 'file' : 'files'}
        </Text>
      </Title>
      {compact ? selectAll : null}
      <Box style={FIXED_LAYOUT}>
        <ResponsiveList
          items={items.map((file) => ({ id: file.reference, file }))}
          labelledBy={headingId}
          minWidth={600}
          head={
            <>
              <Table.Th scope="col" w={COLUMN_WIDTHS.select}>
                {selectAll ?? <VisuallyHidden>Select</VisuallyHidden>}
              </Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col" w={COLUMN_WIDTHS.size}>
                Size
              </Table.Th>
              <Table.Th scope="col" w={COLUMN_WIDTHS.uploaded}>
                Uploaded
              </Table.Th>
              <Table.Th scope="col" w={COLUMN_WIDTHS.uploadedBy}>
                Uploaded by
              </Table.Th>
              <Table.Th scope="col" w={COLUMN_WIDTHS.actions}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </>
          }
          row={({ file: f }) => (
            <>
              <Table.Td>{select(f)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
              {/* "25.0 MB" stays on one line in its set width. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSize(f.size)}</Table.Td>
              <Table.Td>{uploadedOn(f.uploadedAt)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{uploaderOf(f)}</Table.Td>
              <Table.Td>{actions(f)}</Table.Td>
            </>
          )}
          card={({ file: f }) => (
            // The actions go below the name when both do not fit on one line (a phone at large text): the name
            // keeps room for whole words.
            <Group gap="sm" wrap="wrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 10rem', minWidth: 0 }}>
                {select(f)}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${formatSize(f.size)} · uploaded ${uploadedOn(f.uploadedAt)} by ${byWhom(uploaderOf(f))}`}
                  </Text>
                </Stack>
              </Group>
              <Box ml="auto">{actions(f)}</Box>
            </Group>
          )}
        />
      </Box>
    </Stack>
  );
}
