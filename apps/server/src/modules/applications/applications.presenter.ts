import type { ApplicationPortalView, ApplicationView } from '@casework/contract';
import type { ApplicationRow } from './applications.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

/** An application as staff see it, with the team that answers. */
export function presentApplication(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    team: { id: row.teamId, name: row.teamName },
    isActive: row.isActive,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

/** An application as a participant sees it: no team, so a private team's name never reaches them. */
export function presentApplicationToParticipant(row: ApplicationRow): ApplicationPortalView {
  const { team: _team, ...rest } = presentApplication(row);
  return rest;
}
