import { z } from 'zod';
import { Uuid, pageOf } from './common.ts';

/** An absolute http(s) URL; javascript:, data: and every other scheme are refused. */
export const HelpLinkUrl = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'Enter a full web address starting with https:// or http://' },
  )
  .describe('http or https address');

/** A link shown to participants on their dashboard (help lines, guides, the organisation's site). */
export const HelpLinkView = z
  .object({
    id: Uuid,
    title: z.string(),
    url: z.string(),
    description: z.string(),
    sortOrder: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'HelpLink' });
export type HelpLinkView = z.infer<typeof HelpLinkView>;

const Title = z.string().trim().min(1, 'Must not be empty').max(120, 'Must be at most 120 characters');
const Description = z.string().trim().max(300, 'Must be at most 300 characters');
const SortOrder = z.number().int().min(0).max(10_000).describe('Lower comes first');

export const ListHelpLinksResponse = pageOf(HelpLinkView);
export const HelpLinkParams = z.object({ helpLinkId: Uuid });

export const CreateHelpLinkBody = z.strictObject({
  title: Title,
  url: HelpLinkUrl,
  description: Description.default(''),
  sortOrder: SortOrder.default(0),
});
export type CreateHelpLinkBody = z.infer<typeof CreateHelpLinkBody>;

export const UpdateHelpLinkBody = z
  .strictObject({
    title: Title.optional(),
    url: HelpLinkUrl.optional(),
    description: Description.optional(),
    sortOrder: SortOrder.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of title, url, description, sortOrder',
    path: ['title'],
  });
export type UpdateHelpLinkBody = z.infer<typeof UpdateHelpLinkBody>;
