import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

/** DELETE /services/schedules/{scheduleId}: 204. */
export async function deleteSchedule(scheduleId: string): Promise<void> {
  await api.delete('/services/schedules/{scheduleId}', { params: { scheduleId } });
}

export function useDeleteSchedule() {
  return useDirectoryMutation(deleteSchedule);
}
