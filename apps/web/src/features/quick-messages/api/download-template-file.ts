import { downloadFromApi } from '../../../platform/api/file-transfer.ts';

/** GET /message-templates/{messageTemplateId}/files/{fileName}, saved by the browser. */
export function downloadTemplateFile(templateId: string, fileName: string) {
  return downloadFromApi(
    '/message-templates/{messageTemplateId}/files/{fileName}',
    { messageTemplateId: templateId, fileName },
    fileName,
  );
}
