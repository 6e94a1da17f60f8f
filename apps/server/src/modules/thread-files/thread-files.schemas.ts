import { z } from 'zod';
import { FileName, MessageFileView, PageQuery, ThreadMessageParams, pageOf } from '@casework/contract';

/*
 * Request and answer shapes of the thread files routes, built from the contract's pieces. Kept here until they
 * move to @casework/contract next to MessageFileView (the web's upload and rename forms use the same shapes).
 */

/** /threads/{threadId}/{messageId}/files/{fileName}: the SPEC §3 reference threadId/messageId/name. */
export const ThreadFileParams = ThreadMessageParams.extend({
  fileName: FileName.describe('The file name within its message'),
});

export const ListMessageFilesQuery = PageQuery;
/** The files of a message (GET) or the files one upload stored (POST), oldest first. */
export const MessageFilesResponse = pageOf(MessageFileView);
export type MessageFilesResponse = z.infer<typeof MessageFilesResponse>;

/** PUT /threads/{threadId}/{messageId}/files/{fileName}: a new name within the same message. */
export const RenameMessageFileBody = z.strictObject({ name: FileName.describe('The new file name') });
export type RenameMessageFileBody = z.infer<typeof RenameMessageFileBody>;
