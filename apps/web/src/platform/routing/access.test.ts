import { describe, expect, it } from 'vitest';
import { buildAuthMe, buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { participantUser, userFromAuthMe } from '../session/roles.ts';
import { decideAccess } from './access.ts';

const staff = buildStaffSession();
const participant = buildParticipantSession();
const staffUser = userFromAuthMe(buildAuthMe({ roles: ['Staff'] }));
const supervisor = userFromAuthMe(buildAuthMe({ roles: ['Supervisor'] }));
const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));

describe('decideAccess', () => {
  it('sends signed-out users to sign in, whatever the area', () => {
    for (const area of ['staff', 'participant', 'administrator'] as const) {
      expect(decideAccess(area, null, null)).toEqual({ kind: 'sign-in' });
    }
  });

  it('lets staff into the staff tree and keeps participants out', () => {
    expect(decideAccess('staff', staff, staffUser)).toEqual({ kind: 'allow' });
    expect(decideAccess('staff', participant, participantUser(participant))).toEqual({
      kind: 'access-denied',
    });
  });

  it('lets participants into the participant tree and keeps staff out', () => {
    expect(decideAccess('participant', participant, null)).toEqual({ kind: 'allow' });
    expect(decideAccess('participant', staff, admin)).toEqual({ kind: 'access-denied' });
  });

  it('lets only administrators into team management, webhooks and admin logs', () => {
    expect(decideAccess('administrator', staff, admin)).toEqual({ kind: 'allow' });
    expect(decideAccess('administrator', staff, supervisor)).toEqual({ kind: 'access-denied' });
    expect(decideAccess('administrator', staff, staffUser)).toEqual({ kind: 'access-denied' });
    expect(decideAccess('administrator', participant, participantUser(participant))).toEqual({
      kind: 'access-denied',
    });
  });

  it('lets only staff with TeamInbox.Access into the team inbox', () => {
    const member = userFromAuthMe(buildAuthMe({ roles: ['Staff'], permissions: ['TeamInbox.Access'] }));
    expect(decideAccess('team-inbox', staff, member)).toEqual({ kind: 'allow' });
    const adminWithoutTeams = userFromAuthMe(
      buildAuthMe({ roles: ['Administrator'], teams: [], permissions: [] }),
    );
    expect(decideAccess('team-inbox', staff, adminWithoutTeams)).toEqual({ kind: 'access-denied' });
    expect(decideAccess('team-inbox', participant, participantUser(participant))).toEqual({
      kind: 'access-denied',
    });
  });

  it('lets a Supervisor or Administrator member of a team in without TeamInbox.Access (decision 010)', () => {
    const team = { id: 'team-1', name: 'Elders Program', roles: ['Member'], permissions: [] };
    const observer = userFromAuthMe(buildAuthMe({ roles: ['Staff'], teams: [team], permissions: [] }));
    expect(decideAccess('team-inbox', staff, observer)).toEqual({ kind: 'access-denied' });
    const lead = userFromAuthMe(buildAuthMe({ roles: ['Supervisor'], teams: [team], permissions: [] }));
    expect(decideAccess('team-inbox', staff, lead)).toEqual({ kind: 'allow' });
  });

  it('treats a session with a participantId as a participant even if its kind says staff', () => {
    const odd = buildStaffSession({ participantId: 'P1' });
    expect(decideAccess('staff', odd, staffUser)).toEqual({ kind: 'access-denied' });
  });
});
