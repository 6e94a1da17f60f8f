import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import type { UploadState } from '../../../platform/forms/upload-list.tsx';
import { uploadTemplateFile } from '../api/upload-template-file.ts';

/**
 * The files chosen for a new quick message, uploaded one by one with progress once it is saved. `upload` resolves
 * with the first failure (null when every file went up); the files after a failure are still tried.
 */
export function usePendingUploads() {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [uploading, setUploading] = useState(false);

  async function upload(templateId: string, files: readonly File[]): Promise<unknown> {
    if (files.length === 0) return null;
    const idOf = (index: number) => `${index}-${files[index]!.name}`;
    const patch = (id: string, change: Partial<UploadState>) =>
      setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));
    setUploads(files.map((f, i) => ({ id: idOf(i), name: f.name, percent: 0, status: 'uploading' })));
    setUploading(true);
    let failure: unknown = null;
    try {
      for (const [index, file] of files.entries()) {
        try {
          await uploadTemplateFile({
            templateId,
            file,
            onProgress: (percent) => patch(idOf(index), { percent }),
          });
          patch(idOf(index), { status: 'done', percent: 100 });
        } catch (e) {
          failure ??= e;
          patch(idOf(index), { status: 'failed', error: errorMessage(e) });
        }
      }
    } finally {
      setUploading(false);
    }
    return failure;
  }

  return { uploads, uploading, upload };
}
