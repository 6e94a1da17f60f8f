import { cleanup, screen } from '@testing-library/react';
import type { WebhookHealth } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { HealthBadge } from './health-badge.tsx';

function wordsOf(health: WebhookHealth, failureStreak: number): string {
  renderWithProviders(<HealthBadge health={health} failureStreak={failureStreak} />);
  const text = screen.getByText(/./).textContent ?? '';
  cleanup();
  return text;
}

describe('HealthBadge', () => {
  it('says healthy without a failure, and names the failures of a healthy webhook that has some', () => {
    expect(wordsOf('healthy', 0)).toBe('Healthy');
    expect(wordsOf('healthy', 1)).toBe('Healthy · last attempt failed');
    expect(wordsOf('healthy', 3)).toBe('Healthy · last 3 attempts failed');
  });

  it('counts the failures of a failing webhook, and names the other states alone', () => {
    expect(wordsOf('failing', 6)).toBe('Failing · 6 in a row');
    expect(wordsOf('paused', 2)).toBe('Paused');
  });
});
