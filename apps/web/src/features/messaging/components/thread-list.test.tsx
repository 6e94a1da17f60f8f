import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ThreadListItem } from '@casework/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuthMe, buildStaffSession, buildThreadListItem } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import classes from './thread-list.module.css';
import { ThreadList, assignedText } from './thread-list.tsx';

const NOW = Date.parse('2025-03-05T21:00:00.000Z');
const TEAM = { id: '0190a5b4-0000-7000-8000-0000000000aa', name: 'Family Services' };

function buildItem(overrides: Partial<ThreadListItem> = {}): ThreadListItem {
  return buildThreadListItem({ team: TEAM, ...overrides });
}

const UNREAD = buildItem({
  id: '0190a5b4-0000-7000-8000-000000000102',
  subject: 'Enrollment card',
  unread: true,
  waitingSince: '2025-03-05T17:40:00.000Z',
  assignees: [
    { id: '0190a5b4-0000-7000-8000-0000000000b1', name: 'Jo Smith' },
    { id: '0190a5b4-0000-7000-8000-0000000000b2', name: 'Ana Berg' },
  ],
  referredToTeam: TEAM,
});

function renderList(props: Partial<Parameters<typeof ThreadList>[0]> = {}) {
  const onOpen = vi.fn();
  const onToggle = vi.fn();
  renderWithProviders(
    <>
      <h2 id="list-heading">Open threads</h2>
      <ThreadList
        items={[buildItem(), UNREAD]}
        labelledBy="list-heading"
        viewer="staff"
        openThreadId={null}
        hrefOf={(id) => `/staff/inbox?thread=${id}`}
        onOpen={onOpen}
        selection={{ selected: new Set([UNREAD.id]), onToggle }}
        now={NOW}
        {...props}
      />
    </>,
  );
  return { onOpen, onToggle };
}

describe('ThreadList', () => {
  it('is a list named by its heading, one row per thread, the subject a link to the thread', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Open threads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Heating assistance' });
    expect(link.getAttribute('href')).toBe('/staff/inbox?thread=0190a5b4-0000-7000-8000-000000000101');
    expect(within(rows[0]!).getByText('Lena Andrews')).toBeTruthy();
    expect(within(rows[0]!).getByText('P7K3M9')).toBeTruthy();
    expect(within(rows[0]!).getByText('Our furnace stopped working last night.')).toBeTruthy();
    expect(within(rows[0]!).getByText('Family Services')).toBeTruthy();
    expect(within(rows[0]!).getByText('Unassigned')).toBeTruthy();
  });

  it('says "Unread" to screen readers and shows the time as a <time> with the full date', () => {
    renderList();
    expect(screen.getByRole('link', { name: 'Unread: Enrollment card' })).toBeTruthy();
    const time = screen.getAllByText('12 min ago')[0]!;
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2025-03-05T20:48:00.000Z');
    expect(time.getAttribute('title')).toBe('Wednesday, March 5, 2025 at 11:48 AM AKST');
  });

  it('shows how long the participant has waited, who is assigned, and the referral', () => {
    renderList();
    const row = screen.getByRole('link', { name: 'Unread: Enrollment card' }).closest('li')!;
    expect(within(row).getByText('Waiting 3 h 20 min')).toBeTruthy();
    expect(within(row).getByText('Assigned to Jo Smith and Ana Berg')).toBeTruthy();
    expect(row.textContent).toContain('Referred to Family Services');
  });

  it('says a thread still open in a personal inbox was archived for its team, and says only "Archived" in an archive', () => {
    const doneForTeam = buildItem({
      id: '0190a5b4-0000-7000-8000-000000000107',
      subject: 'Foster care licensing',
      teamArchived: true,
    });
    const archivedBoth = buildItem({
      id: '0190a5b4-0000-7000-8000-000000000108',
      subject: 'Old case',
      teamArchived: true,
      archived: true,
    });
    renderList({ items: [doneForTeam, archivedBoth, UNREAD] });
    const [done, both, open] = screen.getAllByRole('listitem');
    expect(within(done!).getByText('Archived for Family Services')).toBeTruthy();
    expect(within(done!).queryByText('Archived')).toBeNull();
    expect(within(both!).getByText('Archived')).toBeTruthy();
    expect(both!.textContent).not.toContain('Archived for');
    expect(open!.textContent).not.toContain('Archived');
  });

  it('marks the open thread with aria-current', () => {
    renderList({ openThreadId: UNREAD.id });
    expect(screen.getByRole('link', { name: 'Unread: Enrollment card' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Heating assistance' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps grey badges visible on the open row, whose grey they would share, and coloured ones tinted', () => {
    const personal = buildItem({
      id: '0190a5b4-0000-7000-8000-000000000105',
      subject: 'Benefits letter',
      team: null,
      kind: 'personal',
      owner: { id: '0190a5b4-0000-7000-8000-0000000000b1', name: 'Jo Smith' },
      archived: true,
    });
    const closedPersonal = { ...personal, id: '0190a5b4-0000-7000-8000-000000000106', subject: 'Bus pass' };
    renderList({ items: [personal, closedPersonal, UNREAD], openThreadId: personal.id });
    const variantOf = (row: HTMLElement, text: string) =>
      within(row).getByText(text).closest('.mantine-Badge-root')?.getAttribute('data-variant');
    const [open, other, team] = screen.getAllByRole('listitem');
    // Mantine's default variant: white with a border, black text, where the light one is the row's own grey.
    expect(variantOf(open!, 'Personal')).toBe('default');
    expect(variantOf(open!, 'Archived')).toBe('default');
    expect(variantOf(other!, 'Personal')).toBe('light');
    expect(variantOf(other!, 'Archived')).toBe('light');
    expect(variantOf(team!, 'Family Services')).toBe('light');
  });

  it('opens a thread on a plain click and leaves Ctrl+click to the browser (a new tab)', () => {
    const { onOpen } = renderList();
    const link = screen.getByRole('link', { name: 'Heating assistance' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onOpen).not.toHaveBeenCalled();
    const plain = fireEvent.click(link);
    expect(plain).toBe(false); // default prevented: the app moves, the page does not reload
    expect(onOpen).toHaveBeenCalledWith('0190a5b4-0000-7000-8000-000000000101');
  });

  it('has a named box per row for bulk selection', () => {
    const { onToggle } = renderList();
    const selected = screen.getByRole('checkbox', { name: 'Select “Enrollment card”' }) as HTMLInputElement;
    expect(selected.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Heating assistance”' }));
    expect(onToggle).toHaveBeenCalledWith('0190a5b4-0000-7000-8000-000000000101', true);
  });

  it('has no boxes when read-only, and shows participants whom they are writing with', () => {
    renderList({
      viewer: 'participant',
      selection: undefined,
      items: [
        buildItem(),
        buildItem({
          id: '0190a5b4-0000-7000-8000-000000000103',
          team: null,
          owner: { id: '0190a5b4-0000-7000-8000-0000000000b1', name: 'Jo Smith' },
        }),
      ],
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('With Family Services')).toBeTruthy();
    expect(screen.getByText('With Jo Smith')).toBeTruthy();
    expect(screen.queryByText('P7K3M9')).toBeNull();
  });
});

describe('ThreadList personal threads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('say "Personal · yours" on the caller’s own, as the open thread’s header does, and "Personal" on others', async () => {
    const me = buildAuthMe();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(me))),
    );
    renderWithProviders(
      <>
        <h2 id="list-heading">Open threads</h2>
        <ThreadList
          items={[
            buildItem({ team: null, kind: 'personal', owner: { id: me.staffMemberId!, name: 'Sam Staff' } }),
            buildItem({
              id: '0190a5b4-0000-7000-8000-000000000104',
              subject: 'Benefits letter',
              team: null,
              kind: 'personal',
              owner: { id: '0190a5b4-0000-7000-8000-0000000000b1', name: 'Jo Smith' },
            }),
          ]}
          labelledBy="list-heading"
          viewer="staff"
          openThreadId={null}
          hrefOf={(id) => `/staff/inbox?thread=${id}`}
          onOpen={() => undefined}
          now={NOW}
        />
      </>,
      { session: buildStaffSession() },
    );
    const [mine, theirs] = screen.getAllByRole('listitem');
    expect(await within(mine!).findByText('Personal · yours')).toBeTruthy();
    expect(within(theirs!).getByText('Personal')).toBeTruthy();
    expect(within(theirs!).queryByText('Personal · yours')).toBeNull();
  });
});

// jsdom lays nothing out and applies no stylesheet: these hold the rules a row's reflow relies on. Seen in a browser at
// 390 px with 200% text, at 320 px and at 195 px: subjects break between words, the time goes under a subject that
// has no room beside it, long badges wrap, and nothing scrolls sideways.
describe('ThreadList with enlarged text or on a narrow screen', () => {
  const css = readFileSync(resolve(import.meta.dirname, 'thread-list.module.css'), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`${selector} {`);
    expect(at, selector).toBeGreaterThanOrEqual(0);
    return css.slice(at, css.indexOf('}', at));
  };

  it('puts the time under the subject when they do not fit side by side, and breaks the subject between words', () => {
    expect(rule('.top')).toContain('flex-wrap: wrap;');
    const link = rule('.link');
    // Beside the time only with 8rem for it; it never shrinks to a few letters a line ("Abo / ut").
    expect(link).toContain('flex: 1 1 8rem;');
    // anywhere lets the box shrink to one letter; break-word breaks only a word longer than the line.
    expect(link).toContain('overflow-wrap: break-word;');
    expect(link).not.toContain('anywhere');
  });

  it('lets a badge wider than the row wrap its words instead of ending in "…"', () => {
    renderList();
    const badges = screen.getByRole('list').querySelectorAll('.mantine-Badge-root');
    expect(badges.length).toBeGreaterThan(3);
    for (const badge of badges) {
      expect(badge.classList.contains(classes.badge!)).toBe(true);
      expect(badge.querySelector('.mantine-Badge-label')!.classList.contains(classes.badgeLabel!)).toBe(true);
    }
    expect(rule('.meta .badgeLabel')).toContain('white-space: normal;');
    expect(rule('.meta .badge')).toContain('height: auto;');
  });
});

describe('assignedText', () => {
  it.each([
    [[], 'Unassigned'],
    [['Jo Smith'], 'Assigned to Jo Smith'],
    [['Jo Smith', 'Ana Berg'], 'Assigned to Jo Smith and Ana Berg'],
    [['Jo Smith', 'Ana Berg', 'Kim Lee'], 'Assigned to Jo Smith and 2 others'],
  ])('%j → %s', (names, text) => {
    expect(assignedText(names)).toBe(text);
  });
});
