import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { OfflineNotice, SendWhenOnlineNotice } from './offline-notice.tsx';

afterEach(() => {
  onlineManager.setOnline(true);
});

async function seriousProblems(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('OfflineNotice', () => {
  it('says so when the browser goes offline, and goes away once it is back online', async () => {
    const { container } = renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('You are offline')).toBeNull();

    act(() => {
      fireEvent(window, new Event('offline'));
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('You are offline');
    expect(notice.textContent).toContain('Messages you send now are sent once it is.');
    expect(await seriousProblems(container)).toEqual([]);

    act(() => {
      fireEvent(window, new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('You are offline')).toBeNull();
  });
});

describe('SendWhenOnlineNotice', () => {
  const words = 'You are offline. Your reply will be sent when you are back online.';

  it('says in a polite live region, there before it speaks, that a waiting send goes once back online', async () => {
    const notice = (waiting: boolean) => (
      <TestProviders queryClient={queryClient}>
        <SendWhenOnlineNotice waiting={waiting} what="reply" />
      </TestProviders>
    );
    const queryClient = createTestQueryClient();
    const { container, rerender } = renderWithProviders(
      <SendWhenOnlineNotice waiting={false} what="reply" />,
      {
        queryClient,
      },
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(screen.queryByText(words)).toBeNull();

    rerender(notice(true));
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe(words);
    // Shown on screen too, once for screen readers (the live region).
    expect(screen.getByText(words, { selector: 'p' }).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(await seriousProblems(container)).toEqual([]);

    rerender(notice(false));
    expect(region.textContent).toBe('');
    expect(screen.queryByText(words, { selector: 'p' })).toBeNull();
  });
});
