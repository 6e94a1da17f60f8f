import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildParticipantView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ParticipantSummary } from './participant-summary.tsx';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;

describe('ParticipantSummary', () => {
  it('lets a long e-mail address break only after its "@" or before a dot, never inside a word', () => {
    renderWithProviders(
      <ParticipantSummary participant={buildParticipantView({ email: 'lena.andrews@example.org' })} />,
    );
    const email = valueOf('E-mail');
    // jsdom lays nothing out: this checks the rule. In Chromium at 390 px the card's column (about 150 px) shows
    // "participant@" / "example.org" with these breaks, and "participant@exam" / "ple.org" without them.
    expect(email.innerHTML).toBe('lena<wbr>.andrews@<wbr>example<wbr>.org');
    expect(email.textContent).toBe('lena.andrews@example.org');
  });

  it('shows the status to staff, and leaves it out where the person reads their own record', () => {
    const participant = buildParticipantView();
    const { unmount } = renderWithProviders(<ParticipantSummary participant={participant} />);
    expect(screen.getByText('Active')).toBeTruthy();
    unmount();
    renderWithProviders(<ParticipantSummary participant={participant} showStatus={false} />);
    expect(screen.getByText('Mary Ivanoff')).toBeTruthy();
    expect(screen.queryByText('Active')).toBeNull();
  });
});
