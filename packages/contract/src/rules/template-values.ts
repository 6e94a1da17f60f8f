import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { TemplateVariableValues } from './template-variables.ts';

export interface TemplateValuesInput {
  /** The participant written to; first and last name when known, otherwise split from `name`. */
  participant: { participantId: string; name: string; firstName?: string; lastName?: string } | null;
  /** The signed-in staff member. */
  staff: { name: string; firstName: string } | null;
  /** The team the thread belongs to (none: a personal thread). */
  teamName: string | null;
  subject: string | null;
  now?: Date;
}

const todayFormat = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'long' });

/** "Lena Mae Andrews" → Lena / Mae Andrews: a fallback when only the full name is known. */
function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

/**
 * The quick-message variable values for a message: the participant, the staff member writing, the team, the
 * subject and today's date (organisation time zone). Values that are not known are left out, so the variable stays
 * visible in the text for the writer to fill in.
 */
export function templateValuesFor({
  participant,
  staff,
  teamName,
  subject,
  now = new Date(),
}: TemplateValuesInput): TemplateVariableValues {
  const values: TemplateVariableValues = { today: todayFormat.format(now) };
  if (participant) {
    const split = splitName(participant.name);
    const first = participant.firstName ?? split.first;
    const last = participant.lastName ?? split.last;
    values['participant.participantId'] = participant.participantId;
    values['participant.fullName'] = participant.name.trim() || `${first} ${last}`.trim();
    if (first) values['participant.firstName'] = first;
    if (last) values['participant.lastName'] = last;
  }
  if (staff) {
    const last = staff.name.startsWith(staff.firstName)
      ? staff.name.slice(staff.firstName.length).trim()
      : splitName(staff.name).last;
    values['staff.fullName'] = staff.name;
    if (staff.firstName) values['staff.firstName'] = staff.firstName;
    if (last) values['staff.lastName'] = last;
  }
  if (teamName) values['team.name'] = teamName;
  if (subject?.trim()) values['thread.subject'] = subject.trim();
  return values;
}
