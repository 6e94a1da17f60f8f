import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeliveryLogTable } from './delivery-log-table.tsx';
import { buildAttempt } from './webhooks-test-support.ts';

describe('the delivery log table', () => {
  it('keeps an event type on one line, leaving it the room: the time may take two lines, the next retry sits under the outcome', () => {
    const retry = new Date(Date.now() + 30 * 60_000).toISOString();
    renderWithProviders(
      <DeliveryLogTable
        items={[
          buildAttempt({
            eventType: 'participant.status_changed',
            trigger: 'redeliver',
            attempt: 3,
            nextRetryAt: retry,
            deliveryStatus: 'pending',
          }),
        ]}
        caption="Delivery attempts"
        canRedeliver
        redeliveringId={null}
        onRedeliver={() => undefined}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    const event = within(row).getByText('participant.status_changed', { selector: 'td p' });
    expect(event.querySelectorAll('wbr')).toHaveLength(0);
    expect(event.style.whiteSpace).toBe('nowrap');
    // The date and the time of day may go on two lines, each kept whole.
    const time = row.querySelector('time')!;
    expect(
      [...time.querySelectorAll('span')].map((part) => [part.textContent, part.style.whiteSpace]),
    ).toEqual([
      ['03/02/2026', 'nowrap'],
      ['9:30:00 AM AKST', 'nowrap'],
    ]);
    // The attempt's number with what started it, in one column; the next retry under the outcome.
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]!.textContent).toBe('3Redelivery');
    expect(cells[4]!.textContent).toBe('FailedNext retry in 30 minutes');
    expect(screen.queryByRole('columnheader', { name: 'Trigger' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Next retry' })).toBeNull();
  });

  it('shows when each attempt was made on the organisation’s clock, with the zone, as the admin logs do', () => {
    renderWithProviders(
      <DeliveryLogTable
        items={[buildAttempt({ attemptedAt: '2026-03-01T08:00:05.000Z' })]}
        caption="Delivery attempts"
        canRedeliver
        redeliveringId={null}
        onRedeliver={() => undefined}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    // 08:00:05 UTC is 11:00:05 PM the day before in Anchorage (AKST), not the browser's (here UTC) 8:00 AM.
    const time = row.querySelector('time')!;
    expect(time.textContent).toBe('02/28/2026 11:00:05 PM AKST');
    expect(time.getAttribute('datetime')).toBe('2026-03-01T08:00:05.000Z');
  });
});
