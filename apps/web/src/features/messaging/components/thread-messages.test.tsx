import type { MessageView, ThreadView } from '@casework/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ThreadMessages } from './thread-messages.tsx';

const THREAD_ID = '0190a5b4-0000-7000-8000-000000000301';
const LENA_USER_ID = '0190a5b4-0000-7000-8000-0000000000c1';

function buildMessage(n: number): MessageView {
  return {
    id: `0190a5b4-0000-7000-8000-0000000004${String(n).padStart(2, '0')}`,
    threadId: THREAD_ID,
    author: { userId: LENA_USER_ID, kind: 'participant', name: 'Lena Andrews' },
    bodyHtml: `<p>Message ${n}</p>`,
    bodyText: `Message ${n}`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 10, n)).toISOString(),
    files: [],
  };
}

const THREAD: ThreadView = {
  id: THREAD_ID,
  subject: 'Help with rent',
  kind: 'team',
  participant: { participantId: 'P7K3M9', name: 'Lena Andrews', firstName: 'Lena', lastName: 'Andrews' },
  team: { id: TEAM_ID, name: 'Intake' },
  owner: null,
  referredToTeam: null,
  application: null,
  serviceId: null,
  assignees: [],
  participants: [],
  staffMembers: [],
  teams: [{ id: TEAM_ID, name: 'Intake' }],
  messages: [buildMessage(1), buildMessage(2)],
  messageCount: 2,
  hasEarlierMessages: false,
  unread: false,
  lastReadMessageId: null,
  archived: false,
  teamArchived: false,
  waitingSince: null,
  createdAt: '2030-01-01T10:00:00.000Z',
  lastMessageAt: '2030-01-01T10:02:00.000Z',
  closedAt: null,
};

describe('ThreadMessages', () => {
  it('is a Tab stop as the thread first opens, so the keyboard can scroll messages that hold no link', () => {
    renderWithProviders(<ThreadMessages thread={THREAD} readBefore={null} currentUserId="someone-else" />, {
      session: buildStaffSession(),
    });
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list.tabIndex).toBe(0);
    list.focus();
    expect(document.activeElement).toBe(list);
  });
});
