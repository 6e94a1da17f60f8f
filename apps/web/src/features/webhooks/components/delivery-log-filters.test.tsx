import { WEBHOOK_EVENTS } from '@casework/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeliveryLogFilters } from './delivery-log-filters.tsx';

describe('the delivery log filters', () => {
  it('say the dates are Alaska days, as the admin logs do', () => {
    renderWithProviders(
      <DeliveryLogFilters
        search={{}}
        catalogue={WEBHOOK_EVENTS}
        serverErrors={{}}
        busy={false}
        onApply={() => undefined}
        onReset={() => undefined}
      />,
    );
    const form = screen.getByRole('form', { name: 'Filter the delivery log' });
    expect(within(form).getByLabelText('From')).toBeTruthy();
    expect(within(form).getByLabelText('To')).toBeTruthy();
    expect(
      within(form).getByText('“From” and “To” are Alaska days (America/Anchorage), both included.'),
    ).toBeTruthy();
  });
});
