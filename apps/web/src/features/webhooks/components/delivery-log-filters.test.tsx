import { WEBHOOK_EVENTS } from '@casework/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_DATE_MESSAGE } from '../../../platform/forms/date-input.tsx';
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

  it('Reset empties the form and its errors even when no filter was applied, so Apply works again', () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    renderWithProviders(
      <DeliveryLogFilters
        search={{}}
        catalogue={WEBHOOK_EVENTS}
        serverErrors={{}}
        busy={false}
        onApply={onApply}
        onReset={onReset}
      />,
    );
    const form = within(screen.getByRole('form', { name: 'Filter the delivery log' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '13/45/2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply filters' }));
    expect(form.getByText(INVALID_DATE_MESSAGE)).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.click(form.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect((form.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect(form.queryByText(INVALID_DATE_MESSAGE)).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({
      eventType: undefined,
      outcome: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
