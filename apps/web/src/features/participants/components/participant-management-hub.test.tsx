import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const LENA = buildParticipantView({
  participantId: '8AQ3-KGJW',
  firstName: 'Lena',
  lastName: 'Andrews',
  dob: '1988-04-12',
  phones: [{ number: '9075550142', isPreferred: true }],
});

async function quickSearch(text: string) {
  const calls = answerApi(stubServer(buildStaffSession()), (call) =>
    call.path === '/api/v1/participants'
      ? jsonResponse({ items: [LENA], total: 1 })
      : call.path === '/api/v1/participants/verifications'
        ? pageResponse([])
        : undefined,
  );
  const router = renderAppAt('/staff/participant-management');
  fireEvent.change(await screen.findByRole('textbox', { name: /^Find a participant/ }), {
    target: { value: text },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/staff/participant-management/search'));
  await screen.findByRole('cell', { name: /Andrews/ });
  const searched = calls.filter((c) => c.path === '/api/v1/participants').at(-1)!;
  const { take: _take, skip: _skip, ...query } = Object.fromEntries(searched.query);
  return { search: router.state.location.search, query };
}

describe('ParticipantManagementHub quick search', () => {
  it('reads "Last, First" as the last and the first name', async () => {
    const { search, query } = await quickSearch('Andrews, Lena');
    expect(search).toEqual({ lastName: 'Andrews', firstName: 'Lena' });
    expect(query).toEqual({ lastName: 'Andrews', firstName: 'Lena' });
    expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Andrews');
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Lena');
  });

  it('reads a phone number, however it is typed, as its digits', async () => {
    const { search, query } = await quickSearch('(907) 555-0142');
    expect(search).toEqual({ phone: '9075550142' });
    expect(query).toEqual({ phone: '9075550142' });
  });

  it('reads a date typed as MM/DD/YYYY as a date of birth, not a phone number', async () => {
    const { search, query } = await quickSearch('4/12/1988');
    expect(search).toEqual({ dob: '1988-04-12' });
    expect(query).toEqual({ dob: '1988-04-12' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Date of birth/ }).value).toBe(
      '04/12/1988',
    );
  });

  it('reads a lone name as a first or a last name, and says so', async () => {
    const { search, query } = await quickSearch('Lena');
    expect(search).toEqual({ name: 'Lena' });
    expect(query).toEqual({ name: 'Lena' });
    expect(screen.getByText(/first or last name is like “Lena”/)).toBeTruthy();
  });
});
