import { ParticipantIdCode } from './participants.ts';
import { z } from 'zod';
import { FileName } from '../rules/file-name.ts';
import { PageQuery, pageOf } from './common.ts';

/** A file category follows the file-name rule of SPEC §5 (e.g. identity, income, housing). */
export const ParticipantFileCategory = FileName.describe(
  'A file category such as identity, income or housing; the SPEC §5 file-name rule applies',
);

export const ParticipantFileView = z
  .object({
    reference: z.string().describe('The SPEC §3 file reference: participantId/category/name'),
    participantId: z.string(),
    category: z.string(),
    name: z.string(),
    type: z.string().describe('The content type, judged from the bytes (e.g. application/pdf)'),
    size: z.number().int().min(0).describe('Size in bytes'),
    uploadedAt: z.string().describe('ISO 8601 UTC'),
    uploadedBy: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .describe('The user who uploaded the file (user id and display name), if known'),
  })
  .meta({ id: 'ParticipantFile' });
export type ParticipantFileView = z.infer<typeof ParticipantFileView>;

export const ParticipantFilesParams = z.object({ participantId: ParticipantIdCode });
export const ParticipantFileCategoryParams = ParticipantFilesParams.extend({
  fileCategory: ParticipantFileCategory,
});
export const ParticipantFileParams = ParticipantFileCategoryParams.extend({
  fileName: FileName.describe('The file name within its category'),
});

export const ListParticipantFilesQuery = PageQuery.extend({
  fileCategory: ParticipantFileCategory.optional().describe('Only files of this category'),
});
export const ListParticipantFilesResponse = pageOf(ParticipantFileView);

/** Files stored by one upload, in the order they were sent. */
export const UploadParticipantFilesResponse = pageOf(ParticipantFileView);

export const MoveParticipantFile = z
  .object({
    category: ParticipantFileCategory.describe('The category the file is in now'),
    name: FileName.describe('The file name now'),
    toCategory: ParticipantFileCategory.optional().describe('The category to move it to'),
    toName: FileName.optional().describe('The new file name'),
  })
  .refine((m) => m.toCategory !== undefined || m.toName !== undefined, {
    message: 'Give toCategory, toName or both',
    path: ['toName'],
  });

/** Several renames and moves at once: all of them happen, or none. */
export const MoveParticipantFilesBody = z.object({
  moves: z.array(MoveParticipantFile).min(1).max(100).describe('Renames and category moves to make together'),
});
export type MoveParticipantFilesBody = z.infer<typeof MoveParticipantFilesBody>;
export const MoveParticipantFilesResponse = pageOf(ParticipantFileView);

export const UpdateParticipantFileBody = z
  .object({
    name: FileName.optional().describe('The new file name'),
    category: ParticipantFileCategory.optional().describe('The category to move the file to'),
  })
  .refine((b) => b.name !== undefined || b.category !== undefined, {
    message: 'Give name, category or both',
    path: ['name'],
  });
export type UpdateParticipantFileBody = z.infer<typeof UpdateParticipantFileBody>;
