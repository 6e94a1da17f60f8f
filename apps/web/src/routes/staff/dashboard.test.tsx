import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_PARTICIPANTS_KEY } from '../../features/participants/components/recent-participants.ts';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { buildStaffSession } from '../../test/fixtures.ts';

/** The route hands the participants the participant screens remember to the dashboard, which knows neither. */
describe('/staff/dashboard', () => {
  it('lists the participants opened lately as links back to their records', async () => {
    window.localStorage.setItem(
      RECENT_PARTICIPANTS_KEY,
      JSON.stringify([
        {
          participantId: 'P7K3-M9QX',
          name: 'Mary Ivanoff',
          dob: '1980-02-14',
          openedAt: '2030-01-02T00:00:00Z',
        },
        {
          participantId: 'H4RT-2VNB',
          name: 'John Ivanoff',
          dob: '1978-11-30',
          openedAt: '2030-01-01T00:00:00Z',
        },
      ]),
    );
    stubServer(buildStaffSession());
    renderAppAt('/staff/dashboard');
    const card = await screen.findByRole('region', { name: 'Recent participants' });
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Mary Ivanoff', 'John Ivanoff']);
    expect(links[0]!.getAttribute('href')).toBe(
      '/staff/participant-management/participant-details?participantId=P7K3-M9QX',
    );
    expect(within(card).getByText(/born 02\/14\/1980/)).toBeTruthy();
  });
});
