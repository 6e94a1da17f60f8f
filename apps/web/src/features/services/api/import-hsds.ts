import { HsdsImportResult } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export type HsdsFileType = 'application/json' | 'application/x-ndjson';

export interface ImportHsdsInput {
  text: string;
  type: HsdsFileType;
}

/**
 * POST /services/hsds with an HSDS 3 data set as JSON or ndjson. The whole file is checked first: a bad record
 * answers 400 with `errors[]` naming its path, and nothing is written.
 */
export function importHsds({ text, type }: ImportHsdsInput) {
  return api.post('/services/hsds', {
    body: text,
    headers: { 'Content-Type': type },
    schema: HsdsImportResult,
  });
}

export function useImportHsds() {
  return useDirectoryMutation(importHsds);
}
