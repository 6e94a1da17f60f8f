import { z } from 'zod';
import { Uuid, pageOf, trimmedText } from './common.ts';

/**
 * Written out as http(s)://host...: the URL parser would also accept "https:example.org", "http:\\host" or an address
 * with a tab or line break inside, and store something other than what a person reads.
 */
const ABSOLUTE_HTTP_URL = /^https?:\/\/[^/\\]/i;
const hasWhitespaceOrControl = (value: string) =>
  /\s/.test(value) || [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** An absolute http(s) URL; javascript:, data: and every other scheme are refused. */
export const HelpLinkUrl = z
  .string()
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .refine(
    (value) => {
      if (!ABSOLUTE_HTTP_URL.test(value) || hasWhitespaceOrControl(value)) return false;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { message: 'Enter a full web address starting with https:// or http://' },
  )
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.username === '' && url.password === '';
      } catch {
        return true;
      }
    },
    { message: 'Must not contain a user name or password' },
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

const Title = trimmedText(120, 'Enter a title for the link');
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
