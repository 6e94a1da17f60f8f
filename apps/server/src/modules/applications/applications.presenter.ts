import type { ApplicationView } from '@casework/contract';
import type { ApplicationRow } from './applications.repository.ts';

export function presentApplication(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    team: { id: row.teamId, name: row.teamName },
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
