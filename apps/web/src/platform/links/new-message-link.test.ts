import { describe, expect, it } from 'vitest';
import { NewMessageSearch, newMessageHref } from './new-message-link.ts';

describe('newMessageHref', () => {
  it('builds the staff new-message link with team and subject', () => {
    expect(
      newMessageHref({
        area: 'staff',
        userId: 'u1',
        serviceTeamName: 'Housing & Food',
        serviceTeamId: 't 9',
        subject: 'About: rent help',
      }),
    ).toBe(
      '/staff/inbox/u1/new-message?serviceTeamName=Housing%20%26%20Food&serviceTeamId=t%209&subject=About%3A%20rent%20help',
    );
  });

  it('chooses the participant to write to (staff, from their record)', () => {
    expect(newMessageHref({ area: 'staff', userId: 'u1', participantId: 'P7K3-M9QX' })).toBe(
      '/staff/inbox/u1/new-message?participantId=P7K3-M9QX',
    );
  });

  it('leaves out empty values and encodes the user id', () => {
    expect(newMessageHref({ area: 'participant', userId: 'a/b', subject: '', serviceTeamName: null })).toBe(
      '/participant/inbox/a%2Fb/new-message',
    );
  });

  it('reads the link values back, whatever type the router parsed them to', () => {
    expect(NewMessageSearch.parse({ serviceTeamId: 123, subject: 'Hi' })).toEqual({
      serviceTeamName: undefined,
      serviceTeamId: '123',
      subject: 'Hi',
    });
  });
});
