import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStaffSession, buildThreadView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ThreadMessages } from './thread-messages.tsx';

describe('ThreadMessages', () => {
  it('is a Tab stop as the thread first opens, so the keyboard can scroll messages that hold no link', () => {
    // Two plain messages, no link among them.
    renderWithProviders(
      <ThreadMessages thread={buildThreadView()} readBefore={null} currentUserId="someone-else" />,
      {
        session: buildStaffSession(),
      },
    );
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list.tabIndex).toBe(0);
    list.focus();
    expect(document.activeElement).toBe(list);
  });
});
