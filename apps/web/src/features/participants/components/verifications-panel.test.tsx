import type { VerificationView } from '@casework/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession, buildVerificationView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { stubPhoneScreen } from '../../../test/screen-width.ts';
import { VerificationsPanel } from './verifications-panel.tsx';

const ADA = { id: '01900000-0000-7000-8000-0000000000b1', name: 'Ada Okpik' };

const PENDING = buildVerificationView();
const VERIFIED = buildVerificationView({
  id: '01900000-0000-7000-8000-0000000000a2',
  method: 'in-person-tribal-id',
  methodLabel: 'In person, tribal ID card',
  status: 'verified',
  decidedBy: ADA,
  decidedAt: '2030-01-03T18:00:00.000Z',
});
const REJECTED = buildVerificationView({
  id: '01900000-0000-7000-8000-0000000000a3',
  method: 'document-upload',
  methodLabel: 'Uploaded document reviewed',
  status: 'rejected',
  decidedBy: ADA,
  decidedAt: '2030-01-03T19:00:00.000Z',
  decisionNote: 'The scan was unreadable',
});

function serveList(items: VerificationView[], total = items.length) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://casework.test');
      return Promise.resolve(
        url.pathname === '/api/v1/participants/P7K3-M9QX/verifications'
          ? jsonResponse({ items, total })
          : new Response(null, { status: 404 }),
      );
    }),
  );
}

function renderPanel(readOnly = false) {
  renderWithProviders(<VerificationsPanel participantId="P7K3-M9QX" readOnly={readOnly} />, {
    session: buildStaffSession(),
  });
}

describe('VerificationsPanel', () => {
  it('lists each check with its state in words, who asked and decided, and the reason of a rejection', async () => {
    serveList([PENDING, VERIFIED, REJECTED]);
    renderPanel();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Pending',
      'Verified',
      'Rejected',
    ]);
    expect(within(rows[2]!).getByText('The scan was unreadable')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Ada Okpik')).toHaveLength(2);
    expect(within(table).getByText('3 verifications')).toBeTruthy();
  });

  it('offers the decision only on a pending check', async () => {
    serveList([PENDING, VERIFIED]);
    renderPanel();
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /^Verify:/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reject: Video call with photo ID' })).toBeTruthy();
  });

  it('shows a merged record read-only: no new check and no decision', async () => {
    serveList([PENDING]);
    renderPanel(true);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /Verify|Reject|Add verification/ })).toBeNull();
  });

  it('on a phone, shows cards rather than a table that scrolls sideways, with the same decision', async () => {
    stubPhoneScreen();
    serveList([PENDING, REJECTED]);
    renderPanel();
    const list = await screen.findByRole('list', { name: '2 verifications' });
    expect(screen.queryByRole('table')).toBeNull();
    const [pending, rejected] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByRole('button', { name: 'Verify: Video call with photo ID' })).toBeTruthy();
    expect(within(rejected!).getByText('Reason: The scan was unreadable')).toBeTruthy();
  });

  // jsdom lays nothing out: this checks the rule that lets a long word wrap (a real browser showed a 600-character
  // note widening the table to 4,000 px), and that the Method column keeps a set share of the width.
  it('lets a note or a reason of one long word wrap anywhere in the table', async () => {
    const long = 'x'.repeat(600);
    const noted = buildVerificationView({ note: `https://example.org/${long}` });
    const refused = buildVerificationView({ ...REJECTED, decisionNote: long });
    serveList([noted, refused]);
    renderPanel();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Method' }).style.width).toBe('30%');
    expect(within(table).getByText(`https://example.org/${long}`).style.overflowWrap).toBe('anywhere');
    expect(within(table).getByText(long).style.overflowWrap).toBe('anywhere');
  });

  it('lets a long note or reason wrap on a phone card too', async () => {
    stubPhoneScreen();
    const long = 'y'.repeat(600);
    serveList([
      buildVerificationView({ note: long }),
      buildVerificationView({ ...REJECTED, decisionNote: long }),
    ]);
    renderPanel();
    const list = await screen.findByRole('list', { name: '2 verifications' });
    const [noted, refused] = within(list).getAllByRole('listitem');
    expect(within(noted!).getByText(long).style.overflowWrap).toBe('anywhere');
    expect(within(refused!).getByText(`Reason: ${long}`).style.overflowWrap).toBe('anywhere');
  });

  it('says when it shows only the newest of more checks than one page holds', async () => {
    serveList([PENDING], 120);
    renderPanel();
    expect(await screen.findByText('Showing the newest 1 of 120.')).toBeTruthy();
  });
});
