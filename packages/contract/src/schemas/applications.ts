import { z } from 'zod';
import { QueryBoolean, Uuid, pageOf, trimmedText } from './common.ts';

/**
 * An application is a secure-messaging department participants can write to: a name, a description and the team
 * that answers. The participant's new-message form lists the active ones.
 */
export const ApplicationView = z
  .object({
    id: Uuid,
    name: z.string(),
    description: z.string(),
    team: z.object({ id: Uuid, name: z.string() }).describe('The team that answers messages sent to it'),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Application' });
export type ApplicationView = z.infer<typeof ApplicationView>;

/**
 * An application as a participant sees it: where they can write, not which team answers (a private team is hidden
 * from participants, its name included).
 */
export const ApplicationPortalView = ApplicationView.omit({ team: true }).meta({
  id: 'ApplicationPortalView',
});
export type ApplicationPortalView = z.infer<typeof ApplicationPortalView>;

const Name = trimmedText(100, "Enter the application's name");
const Description = z.string().trim().max(500, 'Must be at most 500 characters');

export const ListApplicationsQuery = z.object({
  activeOnly: QueryBoolean.optional().describe(
    'Only active applications (participants always get only these)',
  ),
});
/** GET /applications as staff get it. */
export const ListApplicationsStaffResponse = pageOf(ApplicationView);
/** GET /applications as a participant gets it: the active applications, without their teams. */
export const ListApplicationsPortalResponse = pageOf(ApplicationPortalView);
/** GET /applications: the staff answer for staff, the portal answer for a participant. */
export const ListApplicationsResponse = z.union([
  ListApplicationsStaffResponse,
  ListApplicationsPortalResponse,
]);
export const ApplicationParams = z.object({ applicationId: Uuid });

export const CreateApplicationBody = z.strictObject({
  name: Name.describe('Unique name shown to participants, e.g. "Housing assistance"'),
  description: Description.default(''),
  teamId: Uuid.describe('The team that answers'),
  isActive: z.boolean().default(true),
});
export type CreateApplicationBody = z.infer<typeof CreateApplicationBody>;

export const UpdateApplicationBody = z
  .strictObject({
    name: Name.optional(),
    description: Description.optional(),
    teamId: Uuid.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of name, description, teamId, isActive',
    path: ['name'],
  });
export type UpdateApplicationBody = z.infer<typeof UpdateApplicationBody>;
