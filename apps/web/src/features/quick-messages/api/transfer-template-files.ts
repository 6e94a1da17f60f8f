import { MessageFilesResponse } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';

/**
 * POST /message-templates/{id}/files/transfer-to-thread/{threadId}/{messageId}/files: copies the template's files
 * onto a message of a thread the caller may write to (a name the message has already becomes "name (2).ext").
 */
export function transferTemplateFiles(templateId: string, threadId: string, messageId: string) {
  return api.post(
    '/message-templates/{messageTemplateId}/files/transfer-to-thread/{threadId}/{messageId}/files',
    {
      params: { messageTemplateId: templateId, threadId, messageId },
      schema: MessageFilesResponse,
    },
  );
}
