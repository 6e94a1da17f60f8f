import type { ApplicationView } from '@casework/contract';
import type { ApplicationRow } from './applications.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

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
