import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeliveryLogTable } from './delivery-log-table.tsx';
import { buildAttempt } from './webhooks-test-support.ts';

describe('the delivery log table', () => {
  it('lets an event type wrap only after its dots and underscores, and reads it whole', () => {
    renderWithProviders(
      <DeliveryLogTable
        items={[buildAttempt({ eventType: 'participant.status_changed', trigger: 'redeliver', attempt: 3 })]}
        caption="Delivery attempts"
        canRedeliver
        redeliveringId={null}
        onRedeliver={() => undefined}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    const event = within(row).getByText('participant.status_changed', { selector: 'td p' });
    expect(event.querySelectorAll('wbr')).toHaveLength(2);
    expect(event.innerHTML).toBe('participant.<wbr>status_<wbr>changed');
    // The attempt's number with what started it, in one column.
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('3Redelivery');
    expect(screen.queryByRole('columnheader', { name: 'Trigger' })).toBeNull();
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
    const time = within(row).getByText('02/28/2026 11:00:05 PM AKST');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-01T08:00:05.000Z');
  });
});
