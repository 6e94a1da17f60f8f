import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttemptDetails, EventType } from './delivery-attempt-parts.tsx';
import { buildAttempt } from './webhooks-test-support.ts';

describe('EventType', () => {
  it('on a card, may wrap only after a dot, never inside "status_changed"', () => {
    renderWithProviders(<EventType type="participant.status_changed" />);
    const event = screen.getByText('participant.status_changed');
    expect(event.innerHTML).toBe('participant.<wbr>status_changed');
  });
});

describe('AttemptDetails', () => {
  it('tells a failed test event for what it is: tried once, the receiver not reached', () => {
    renderWithProviders(
      <AttemptDetails
        attempt={buildAttempt({
          eventType: 'webhook.test',
          eventId: null,
          trigger: 'test',
          attempt: 1,
          statusCode: null,
          outcome: 'failed',
          error: 'Casework could not resolve host crm.example.org.',
          responseExcerpt: '',
          deliveryStatus: 'failed',
        })}
      />,
    );
    const details = document.body.textContent!;
    expect(screen.getByText('Failed: a test event is tried once, not retried')).toBeTruthy();
    expect(screen.getByText('Casework got no answer from the receiver; the error says why.')).toBeTruthy();
    expect(details).not.toContain('every retry was used');
    expect(details).not.toContain('answered with another status');
  });
});
