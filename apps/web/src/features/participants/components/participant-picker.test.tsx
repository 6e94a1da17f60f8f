import type { ParticipantStaffView } from '@casework/contract';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { stubServer } from '../../../test/app-harness.tsx';
import { buildParticipantView, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { ParticipantPicker } from './participant-picker.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const LENA = buildParticipantView({
  participantId: '8AQ3-KGJW',
  firstName: 'Lena',
  lastName: 'Andrews',
  dob: '1988-04-12',
  email: 'participant@example.org',
  phones: [{ number: '9075550142', isPreferred: true }],
  hasAccount: true,
});

/** GET /participants as the server answers it for the values the picker sends: Lena Andrews or nobody. */
function participantsSearch(call: RecordedCall): Response | undefined {
  if (call.path !== '/api/v1/participants') return undefined;
  const q = Object.fromEntries(call.query);
  const phone = q.phone?.replace(/\D/g, '');
  if (phone !== undefined && phone.length < 7)
    return problemResponse(400, 'Some fields are not valid: querystring.phone. Correct them and try again.', {
      errors: [{ field: 'querystring.phone', message: 'Enter at least 7 digits of the phone number' }],
    });
  const { take: _take, ...filters } = q;
  const finds =
    ['Lena', 'Andrews'].includes(filters.name ?? '') ||
    (filters.firstName === 'Lena' && filters.lastName === 'Andrews') ||
    phone === '9075550142' ||
    filters.participantId === '8AQ3-KGJW' ||
    filters.email === 'participant@example.org';
  return jsonResponse(finds ? { items: [LENA], total: 1 } : { items: [], total: 0 });
}

function Picker() {
  const [value, setValue] = useState<ParticipantStaffView | null>(null);
  return <ParticipantPicker label="Participant" value={value} onChange={setValue} />;
}

function search(text: string) {
  const picker = screen.getByRole('group', { name: 'Participant' });
  fireEvent.change(within(picker).getByLabelText('Name or participant ID'), { target: { value: text } });
  fireEvent.click(within(picker).getByRole('button', { name: 'Search' }));
  return picker;
}

describe('ParticipantPicker (the new-message page’s participant search)', () => {
  it.each([
    ['a first name alone', 'Lena', { name: 'Lena' }],
    ['a last name alone', 'Andrews', { name: 'Andrews' }],
    ['first and last name', 'Lena Andrews', { firstName: 'Lena', lastName: 'Andrews' }],
    ['"Last, First"', 'Andrews, Lena', { lastName: 'Andrews', firstName: 'Lena' }],
    ['the participant ID', '8aq3-kgjw', { participantId: '8AQ3-KGJW' }],
    ['a phone number', '(907) 555-0142', { phone: '9075550142' }],
  ])('finds the person by %s', async (_how, typed, sent) => {
    const calls = answerApi(stubServer(buildStaffSession()), participantsSearch);
    renderWithProviders(<Picker />, { session: buildStaffSession() });
    const picker = search(typed);
    fireEvent.click(await within(picker).findByRole('radio', { name: /Lena Andrews · 8AQ3-KGJW/ }));
    expect(await within(picker).findByText('Lena Andrews')).toBeTruthy();
    const query = Object.fromEntries(calls.find((c) => c.path === '/api/v1/participants')!.query);
    expect(query).toEqual({ ...sent, take: '10' });
  });

  it('says at the field what is wrong with what was typed, in words', async () => {
    answerApi(stubServer(buildStaffSession()), participantsSearch);
    renderWithProviders(<Picker />, { session: buildStaffSession() });
    const picker = search('555-01');
    expect(await within(picker).findByText('Enter at least 7 digits of the phone number')).toBeTruthy();
    const field = within(picker).getByLabelText('Name or participant ID');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(picker.textContent).not.toMatch(/querystring/);
  });

  it('has no serious accessibility problems with results shown', async () => {
    answerApi(stubServer(buildStaffSession()), participantsSearch);
    renderWithProviders(<Picker />, { session: buildStaffSession() });
    await within(search('Lena')).findByRole('radio', { name: /Lena Andrews/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
