import { Alert, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '../../../platform/api/api-error.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useImportHsds, type HsdsFileType } from '../api/import-hsds.ts';

/**
 * How a file is sent: .ndjson and .jsonl files are one record per line; .json is one document. A file named
 * otherwise is one document when it parses as JSON as a whole.
 */
export function hsdsFileType(name: string, text: string): HsdsFileType {
  if (/\.(ndjson|jsonl)$/i.test(name)) return 'application/x-ndjson';
  if (/\.json$/i.test(name)) return 'application/json';
  try {
    JSON.parse(text);
    return 'application/json';
  } catch {
    return 'application/x-ndjson';
  }
}

/** The text of a chosen file (FileReader: every browser has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** The problems of a refused import: "services[3].name: Enter the service's name" (the path, then what to fix). */
function importProblems(error: unknown): string[] {
  return Object.entries(fieldErrors(error)).map(
    ([path, message]) => `${path.replace(/^body\.?/, '')}: ${message}`,
  );
}

/** "Import HSDS": a button and its dialog. */
export function HsdsImportButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Import HSDS
      </Button>
      {opened ? <HsdsImportDialog onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** Choose an HSDS 3 file (JSON or NDJSON) and import it: all of it, or nothing with the problems listed. */
export function HsdsImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const importer = useImportHsds();
  const problems = importProblems(importer.error);

  async function start() {
    if (!file) {
      setReadError('Choose an HSDS file first.');
      return;
    }
    setReadError(null);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setReadError('The file could not be read. Choose it again.');
      return;
    }
    importer.mutate(
      { text, type: hsdsFileType(file.name, text) },
      {
        onSuccess: ({ imported }) =>
          showToast({ color: 'teal', message: `Imported ${imported.services} services from ${file.name}` }),
      },
    );
  }

  const result = importer.data?.imported;
  return (
    <Modal
      opened
      onClose={onClose}
      title="Import an HSDS data set"
      size="lg"
      centered
      closeOnClickOutside={!importer.isPending}
    >
      <Stack gap="md">
        <Text size="sm">
          An Open Referral HSDS 3 file, as exported here or by another directory: JSON, or NDJSON with one
          service per line. Services in the file are added or replaced by id; the rest of the directory stays
          as it is. The whole file is checked first: if any record is wrong, nothing is imported.
        </Text>
        <FileInput
          label="HSDS file"
          placeholder="Choose a .json or .ndjson file"
          accept=".json,.ndjson,.jsonl,application/json,application/x-ndjson"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setReadError(null);
            importer.reset();
          }}
          error={readError}
          clearable
        />
        {result ? (
          <Alert color="teal" role="status" title="Imported">
            {result.services} services, {result.locations} locations, {result.organizations} departments and{' '}
            {result.categories} categories.
          </Alert>
        ) : null}
        {importer.isError ? (
          <Alert color="red" role="alert" title="Nothing was imported">
            <Stack gap="xs">
              <Text size="sm">{errorMessage(importer.error)}</Text>
              {problems.length > 0 ? (
                <List size="sm" spacing={2} aria-label="Problems in the file">
                  {problems.map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={importer.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <PendingButton
            onClick={() => void start()}
            pending={importer.isPending}
            disabled={!file || result !== undefined}
          >
            Import
          </PendingButton>
        </Group>
      </Stack>
    </Modal>
  );
}
