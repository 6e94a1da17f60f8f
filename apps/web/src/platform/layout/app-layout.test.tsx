import { act, configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { buildParticipantSession } from '../../test/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('the navigation on a phone', () => {
  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    answerApi(stubServer(buildParticipantSession()), () => undefined);
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The focus has moved into the navigation, as a keyboard user would take it there.
    act(() => screen.getByRole('link', { name: 'Inbox' }).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Open navigation');
    expect(document.activeElement).toBe(toggle);
  });

  it('leaves Escape alone while closed', async () => {
    answerApi(stubServer(buildParticipantSession()), () => undefined);
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: 'Inbox' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(link);
  });
});
