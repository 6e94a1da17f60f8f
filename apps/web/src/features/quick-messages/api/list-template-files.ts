import { TemplateFilesResponse } from '@casework/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api/api.ts';
import { templateKeys } from './query-keys.ts';

/** GET /message-templates/{messageTemplateId}/files: oldest first. */
export function listTemplateFiles(templateId: string, signal?: AbortSignal) {
  return api.get('/message-templates/{messageTemplateId}/files', {
    params: { messageTemplateId: templateId },
    schema: TemplateFilesResponse,
    signal,
  });
}

export function templateFilesQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: templateKeys.files(templateId),
    queryFn: ({ signal }) => listTemplateFiles(templateId, signal),
  });
}

export function useTemplateFiles(templateId: string) {
  return useQuery(templateFilesQueryOptions(templateId));
}
