import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import {
  openStaffPageWithAuthMeHeld,
  renderAppAt,
  stubServer,
  unreadQueryKeys,
} from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const refusal = (errors: { field: string; message: string }[]) =>
  problemResponse(
    400,
    `Some fields are not valid: ${errors.map((e) => e.field).join(', ')}. Correct them and try again.`,
    { errors },
  );

const searches = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/v1/participants');

describe('ParticipantSearchPage', () => {
  it('asks for a search in its address while the page’s code loads, beside /auth/me, and only once', async () => {
    const server = stubServer(buildStaffSession());
    const calls = answerApi(server, (call) =>
      call.path === '/api/v1/participants'
        ? jsonResponse({ items: [buildParticipantView({ lastName: 'Ivanoff' })], total: 1 })
        : undefined,
    );
    const router = await openStaffPageWithAuthMeHeld(
      server,
      '/staff/participant-management/search?lastName=Ivanoff',
      () => expect(searches(calls)).toHaveLength(1),
    );
    await screen.findByRole('table', { name: '1 participant found' });
    expect(searches(calls)).toHaveLength(1);
    expect(unreadQueryKeys(router)).toEqual([]);
  });

  it('says what the search found once: the heading above names the table, and no caption repeats it', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? jsonResponse({ items: [buildParticipantView({ lastName: 'Paul' })], total: 1 })
        : undefined,
    );
    renderAppAt('/staff/participant-management/search?lastName=Paul');
    const table = await screen.findByRole('table', { name: '1 participant found' });
    expect(screen.getByRole('heading', { name: '1 participant found' })).toBeTruthy();
    expect(table.querySelector('caption')).toBeNull();
    expect(screen.getAllByText('1 participant found')).toHaveLength(1);
  });

  it('shows a refused value at its field, and no field codes in the alert', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? refusal([{ field: 'querystring.dob', message: 'Use a real date' }])
        : undefined,
    );
    renderAppAt('/staff/participant-management/search?dob=1992-02-30');
    expect(await screen.findByText('Use a real date')).toBeTruthy();
    const alert = screen.getByRole('alert', { name: 'The search did not work' });
    expect(alert.textContent).toContain('Correct the value marked above, then search again.');
    expect(document.body.textContent).not.toMatch(/querystring/);
  });

  it('says in the alert what no field shows', async () => {
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? refusal([{ field: 'querystring.isActive', message: 'Must be true or false' }])
        : undefined,
    );
    renderAppAt('/staff/participant-management/search?lastName=Paul');
    const alert = await screen.findByRole('alert', { name: 'The search did not work' });
    expect(alert.textContent).toContain('isActive: Must be true or false');
  });

  it('says a page past the last one is past the end, not that nothing matches, and offers the last page', async () => {
    // 15 active participants, 25 to a page: page 5 (an old or hand-edited link) is empty.
    const matches = Array.from({ length: 15 }, (_, i) =>
      buildParticipantView({ participantId: `P7K3-M9${String.fromCharCode(65 + i)}X`, lastName: `Paul${i}` }),
    );
    const calls = answerApi(stubServer(buildStaffSession()), (call) => {
      if (call.path !== '/api/v1/participants') return undefined;
      const skip = Number(call.query.get('skip'));
      return jsonResponse({ items: matches.slice(skip, skip + 25), total: matches.length });
    });
    const router = renderAppAt('/staff/participant-management/search?status=active&page=5');
    expect(await screen.findByText('There is no page 5: 15 participants found, on one page.')).toBeTruthy();
    expect(screen.queryByText(/No participants match/)).toBeNull();
    expect(searches(calls).at(-1)!.query.get('skip')).toBe('100');

    fireEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active' }));
    const table = await screen.findByRole('table', { name: '15 participants found' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
  });

  it('offers the last page by its number when the results fill several', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? jsonResponse({
            items: Number(call.query.get('skip')) >= 60 ? [] : [buildParticipantView()],
            total: 60,
          })
        : undefined,
    );
    const router = renderAppAt('/staff/participant-management/search?lastName=Ivanoff&page=9');
    expect(await screen.findByText('There is no page 9: 60 participants found, on 3 pages.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page (page 3)' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ lastName: 'Ivanoff', page: 3 }));
    expect(await screen.findByRole('table', { name: '60 participants found, page 3 of 3' })).toBeTruthy();
    expect(searches(calls).at(-1)!.query.get('skip')).toBe('50');
  });
});

describe('ParticipantSearchPage, where the focus goes', () => {
  const serveOne = () =>
    answerApi(stubServer(buildStaffSession()), (call) =>
      call.path === '/api/v1/participants'
        ? jsonResponse({ items: [buildParticipantView({ lastName: 'Ivanoff' })], total: 1 })
        : undefined,
    );

  it('after Search, on the heading that says what was found', async () => {
    serveOne();
    renderAppAt('/staff/participant-management/search');
    const lastName = await screen.findByRole('textbox', { name: 'Last name' });
    fireEvent.change(lastName, { target: { value: 'Ivanoff' } });
    lastName.focus();
    fireEvent.submit(lastName.closest('form')!);

    const heading = await screen.findByRole('heading', { level: 2, name: '1 participant found' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('aria-live')).toBe('polite');
  });

  it('after Clear, on the first field of the emptied form', async () => {
    serveOne();
    const router = renderAppAt('/staff/participant-management/search?lastName=Ivanoff');
    await screen.findByRole('table', { name: '1 participant found' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    clear.focus();
    fireEvent.click(clear);

    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const firstName = screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' });
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('');
  });
});
