import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantSession } from '../../../test/fixtures.ts';

describe('ParticipantDashboard', () => {
  it('greets the participant and links to messages, services and their details', async () => {
    stubServer(buildParticipantSession());
    renderAppAt('/participant/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' })).toBeTruthy();
    const main = screen.getByRole('main');
    const links = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/participant/inbox',
      '/participant/find-a-service',
      '/participant/participant-management/participant-details',
    ]);
  });

  it('gives each card a name of its own, not a menu label', async () => {
    stubServer(buildParticipantSession());
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' });
    expect(screen.getAllByRole('link', { name: /My details/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Inbox/ })).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
