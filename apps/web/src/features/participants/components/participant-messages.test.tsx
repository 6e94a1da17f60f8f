import type { ParticipantStaffView, ParticipantThreadItem, PluginKey } from '@casework/contract';
import { ListParticipantThreadsResponse } from '@casework/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { appQueryClientWithoutRetries, renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { STAFF_USER_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

const ID = 'P7K3-M9QX';
const KEPT = 'H4RT-2VNB';
const PATH = `/staff/participant-management/participant-details?participantId=${ID}`;
const TEAM = { id: '0190a5b4-0000-7000-8000-0000000000a1', name: 'Family Services' };
const MEMBER = { id: '0190a5b4-0000-7000-8000-0000000000b2', name: 'Rose Member' };

const participant = (overrides: Partial<ParticipantStaffView> = {}): ParticipantStaffView => ({
  participantId: ID,
  firstName: 'Mary',
  lastName: 'Ivanof',
  dob: '1980-02-14',
  email: 'mary@example.net',
  phones: [],
  isActive: true,
  status: 1,
  mergedInto: null,
  hasAccount: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

let sequence = 0;
function thread(overrides: Partial<ParticipantThreadItem> = {}): ParticipantThreadItem {
  sequence += 1;
  return {
    id: `0190a5b4-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    subject: `Thread ${sequence}`,
    kind: 'team',
    lastMessagePreview: 'Any news about the rent?',
    lastMessageFrom: 'participant',
    lastMessageAt: '2030-03-04T22:05:00.000Z',
    unread: false,
    archived: false,
    teamArchived: false,
    assignees: [],
    team: TEAM,
    participant: { participantId: ID, name: 'Mary Ivanof', firstName: 'Mary', lastName: 'Ivanof' },
    owner: null,
    referredToTeam: null,
    messageCount: 2,
    waitingSince: null,
    createdAt: '2030-03-01T18:00:00.000Z',
    openIn: { kind: 'team', teamId: TEAM.id },
    ...overrides,
  };
}

/** The record's page, its conversations answered by `threads` (by the page asked for). */
function open(
  record: ParticipantStaffView,
  threads: (call: RecordedCall) => ParticipantThreadItem[],
  total?: number,
  switchedOff: PluginKey[] = [],
) {
  return answerApi(stubServer(buildStaffSession()), (call) => {
    if (call.path === '/api/admin/plugins' && switchedOff.length > 0)
      return jsonResponse({
        items: switchedOff.map((key) => ({ key, name: key, description: key, enabled: false })),
      });
    if (call.path === `/api/v1/participants/${ID}`) return jsonResponse(record);
    if (call.path === `/api/v1/participants/${ID}/threads`) {
      const items = threads(call);
      return jsonResponse(ListParticipantThreadsResponse.parse({ items, total: total ?? items.length }));
    }
    return undefined;
  });
}

/** The record's page, with the app's caching: the page reads the first page of conversations its route asked for. */
const renderRecord = () => renderAppAt(PATH, { queryClient: appQueryClientWithoutRetries() });

const messagesSection = () => screen.findByRole('region', { name: 'Messages' });
const threadCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path.endsWith('/threads'));

describe('ParticipantMessages on the staff participant record', () => {
  it('lists the conversations newest first, each opening in the inbox that holds it, with its state', async () => {
    const teamThread = thread({
      subject: 'Rent help',
      unread: true,
      waitingSince: '2030-03-04T22:05:00.000Z',
    });
    const mine = thread({
      subject: 'My check-in',
      kind: 'personal',
      team: null,
      archived: true,
      lastMessageFrom: 'staff',
      openIn: { kind: 'personal' },
    });
    const members = thread({
      subject: 'Member note',
      kind: 'personal',
      team: null,
      owner: MEMBER,
      openIn: { kind: 'team-member', staffMemberId: MEMBER.id },
    });
    const calls = open(participant(), () => [teamThread, mine, members]);
    renderRecord();
    const section = await messagesSection();
    const list = await within(section).findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Rent help',
      'My check-in',
      'Member note',
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      `/staff/team-inbox?team=${TEAM.id}&thread=${teamThread.id}`,
    );
    expect(rows[0]!.textContent).toContain('Family Services');
    expect(rows[0]!.textContent).toContain('Unread');
    expect(rows[0]!.textContent).toContain('Waiting for a reply since 03/04/2030 1:05 PM AKST');
    expect(rows[0]!.textContent).toContain('Last message 03/04/2030 1:05 PM AKST');
    // Archived in the caller's own inbox: it opens in the archive view.
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(
      `/staff/inbox/archive?thread=${mine.id}`,
    );
    expect(rows[1]!.textContent).toContain('Personal');
    expect(rows[1]!.textContent).toContain('Archived');
    expect(rows[1]!.textContent).not.toContain('Unread');
    expect(rows[1]!.textContent).not.toContain('Waiting');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe(
      `/staff/inbox/team-member-inbox/${MEMBER.id}?thread=${members.id}`,
    );
    expect(rows[2]!.textContent).toContain('Personal, in the inbox of Rose Member');
    expect(section.textContent).toContain(
      '3 conversations with Mary Ivanof that you can open, newest first.',
    );
    expect(within(section).getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      `/staff/inbox/${STAFF_USER_ID}/new-message?participantId=${ID}`,
    );
    expect(threadCalls(calls).map((c) => c.query.toString())).toEqual(['take=10&skip=0']);
  });

  it('pages ten at a time beyond ten conversations', async () => {
    const calls = open(
      participant(),
      (call) => {
        const skip = Number(call.query.get('skip'));
        return Array.from({ length: skip === 0 ? 10 : 3 }, (_, i) =>
          thread({ subject: `Conversation ${skip + i + 1}` }),
        );
      },
      13,
    );
    renderRecord();
    const section = await messagesSection();
    await within(section).findByRole('link', { name: 'Conversation 1' });
    expect(within(section).queryByRole('link', { name: 'Conversation 11' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Page 2' }));
    await within(section).findByRole('link', { name: 'Conversation 11' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(threadCalls(calls).map((c) => c.query.get('skip'))).toEqual(['0', '10']);
  });

  it('says when there is no conversation yet, and offers a new message to the participant', async () => {
    open(participant(), () => []);
    renderRecord();
    const section = await messagesSection();
    await within(section).findByText('No conversations yet');
    expect(section.textContent).toContain('You have no conversations with Mary Ivanof yet.');
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      `/staff/inbox/${STAFF_USER_ID}/new-message?participantId=${ID}`,
    );
  });

  it('a merged-away record lists none and points at the surviving record', async () => {
    const calls = open(participant({ mergedInto: KEPT, status: -1, isActive: false }), () => [thread()]);
    renderRecord();
    const section = await messagesSection();
    const link = within(section).getByRole('link', { name: `Open the messages of ${KEPT}` });
    expect(link.getAttribute('href')).toBe(
      `/staff/participant-management/participant-details?participantId=${KEPT}#messages-heading`,
    );
    expect(within(section).queryByRole('link', { name: 'New message' })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Asked for once, with the record, before the record was known to be merged; not asked for by the page.
    expect(threadCalls(calls)).toHaveLength(1);
  });

  it('names a conversation without a link, saying why, when its inbox is switched off', async () => {
    const personal = thread({
      subject: 'My check-in',
      kind: 'personal',
      team: null,
      openIn: { kind: 'personal' },
    });
    open(participant(), () => [thread({ subject: 'Rent help' }), personal], undefined, ['teamInbox']);
    renderRecord();
    const section = await messagesSection();
    const list = await within(section).findByRole('list', { name: 'Conversations' });
    const [team, mine] = within(list).getAllByRole('listitem');
    expect(within(team!).queryByRole('link')).toBeNull();
    expect(team!.textContent).toContain('Rent help');
    expect(team!.textContent).toContain(
      'The team inbox is switched off, so this conversation cannot be opened here.',
    );
    expect(within(mine!).getByRole('link', { name: 'My check-in' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'New message' })).toBeTruthy();
  });

  it('offers no new message while the inbox, which holds the form, is switched off', async () => {
    open(participant(), () => [], undefined, ['inbox']);
    renderRecord();
    const section = await messagesSection();
    await within(section).findByText('No conversations yet');
    expect(within(section).queryByRole('link', { name: 'New message' })).toBeNull();
  });

  it('has no serious accessibility problems', async () => {
    open(participant(), () => [thread({ unread: true, waitingSince: '2030-03-04T22:05:00.000Z' }), thread()]);
    renderRecord();
    const section = await messagesSection();
    await within(section).findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    const result = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
