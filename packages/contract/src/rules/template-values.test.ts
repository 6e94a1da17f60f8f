import { fillTemplateVariables } from './template-variables.ts';
import { describe, expect, it } from 'vitest';
import { templateValuesFor } from './template-values.ts';

// 2030-03-05 12:00 UTC: the same day in the organisation's time zone.
const NOW = new Date(Date.UTC(2030, 2, 5, 12));
const STAFF = { name: 'Daniel Kasayulie', firstName: 'Daniel' };

describe('templateValuesFor', () => {
  it('fills the participant, the staff member, the team, the subject and today', () => {
    const values = templateValuesFor({
      participant: { participantId: 'P-1', name: 'Lena Andrews', firstName: 'Lena', lastName: 'Andrews' },
      staff: STAFF,
      teamName: 'Family Services',
      subject: ' Heating ',
      now: NOW,
    });
    expect(values).toEqual({
      'participant.participantId': 'P-1',
      'participant.fullName': 'Lena Andrews',
      'participant.firstName': 'Lena',
      'participant.lastName': 'Andrews',
      'staff.fullName': 'Daniel Kasayulie',
      'staff.firstName': 'Daniel',
      'staff.lastName': 'Kasayulie',
      'team.name': 'Family Services',
      'thread.subject': 'Heating',
      today: 'March 5, 2030',
    });
  });

  it('splits a full name at its first space when first and last names are not known', () => {
    const values = templateValuesFor({
      participant: { participantId: 'P-2', name: 'Mary Ann Ivanoff' },
      staff: null,
      teamName: null,
      subject: null,
      now: NOW,
    });
    expect(values['participant.firstName']).toBe('Mary');
    expect(values['participant.lastName']).toBe('Ann Ivanoff');
  });

  it('leaves out what is not known, so those variables stay visible in the text', () => {
    const values = templateValuesFor({
      participant: null,
      staff: STAFF,
      teamName: null,
      subject: '',
      now: NOW,
    });
    expect(
      fillTemplateVariables('<p>{participant.firstName}, {team.name}, {staff.firstName}</p>', values),
    ).toBe('<p>{participant.firstName}, {team.name}, Daniel</p>');
  });
});
