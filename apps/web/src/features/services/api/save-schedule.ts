import { ScheduleView, type ScheduleBody } from '@casework/contract';
import { api } from '../../../platform/api/api.ts';
import { useDirectoryMutation } from './use-directory-mutation.ts';

export interface SaveScheduleInput {
  /** The schedule to replace; a new one is added when absent. */
  scheduleId?: string | null;
  body: ScheduleBody;
}

/** POST /services/schedules to add a schedule, PUT /services/schedules/{scheduleId} to replace one. */
export function saveSchedule({ scheduleId, body }: SaveScheduleInput) {
  if (scheduleId) {
    return api.put('/services/schedules/{scheduleId}', {
      params: { scheduleId },
      body,
      schema: ScheduleView,
    });
  }
  return api.post('/services/schedules', { body, schema: ScheduleView });
}

export function useSaveSchedule() {
  return useDirectoryMutation(saveSchedule);
}
