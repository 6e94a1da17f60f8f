import { maskSensitiveValue, type ParticipantProfileView } from '@casework/contract';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildParticipantSession,
  buildSchemaSectionView,
  buildStaffSession,
} from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, pageResponse } from '../../../test/responses.ts';
import { ProfileSections } from './profile-sections.tsx';

vi.setConfig({ testTimeout: 20_000 });

const ID = 'P7K3-M9QX';

function profile(id: Record<string, unknown>): ParticipantProfileView {
  return { participantId: ID, sections: { id }, updatedAt: '2030-01-01T00:00:00.000Z', masked: [] };
}

/** The Identification section as the server serves it: its JSON Schema built from the contract's IdSection. */
function serveIdentification(stored: Record<string, unknown>) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://casework.test').pathname;
      if (path === '/api/v1/schema/sections')
        return Promise.resolve(pageResponse([buildSchemaSectionView('id', { sensitiveFields: [] })]));
      if (path === `/api/v1/participants/${ID}/profile`) {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { sections: { id: Record<string, unknown> } };
          saved.push(body);
          return Promise.resolve(jsonResponse(profile(body.sections.id)));
        }
        return Promise.resolve(jsonResponse(profile(stored)));
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
  return saved;
}

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

describe('ProfileSections, the ID expiry date', () => {
  it('reads as MM/DD/YYYY like every other date, is edited so, and is saved as YYYY-MM-DD', async () => {
    const saved = serveIdentification({ govtIdType: 'passport', govtIdExpiry: '2029-04-12' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('heading', { name: 'Identification' });
    expect(valueOf('Government ID expiry')).toBe('04/12/2029');
    expect(screen.queryByText('2029-04-12')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Identification' }));
    const form = screen.getByRole('button', { name: 'Save Identification' }).closest('form')!;
    const expiry = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Government ID expiry' });
    expect(expiry.value).toBe('04/12/2029');
    // The format is in the field's hint (read with it), not a placeholder.
    expect(within(form).getByText(/MM\/DD\/YYYY/)).toBeTruthy();
    // The form asks for MM/DD/YYYY only: nothing in it tells the person to type the API's YYYY-MM-DD.
    expect(form.textContent).not.toMatch(/YYYY-MM-DD/);

    fireEvent.change(expiry, { target: { value: '12312030' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Identification' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ sections: { id: { govtIdType: 'passport', govtIdExpiry: '2030-12-31' } } });
    expect(await screen.findByText('12/31/2030')).toBeTruthy();
  });
});

/** The Contact information section as the server serves it, holding `stored`. */
function serveContact(stored: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const path = new URL(input, 'http://casework.test').pathname;
      if (path === '/api/v1/schema/sections')
        return Promise.resolve(pageResponse([buildSchemaSectionView('contactInformation')]));
      if (path === `/api/v1/participants/${ID}/profile`)
        return Promise.resolve(
          jsonResponse({
            participantId: ID,
            sections: { contactInformation: stored },
            updatedAt: '2030-01-01T00:00:00.000Z',
            masked: [],
          }),
        );
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
}

describe('ProfileSections, contact information beside the record’s own e-mail and phone', () => {
  const recordContact = { email: 'mary@example.net', phone: '(907) 555-0110' };

  it('shows the record’s e-mail and phone, said to be from the details above, while no preferred ones are set', async () => {
    serveContact({ workPhone: '9075550000' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" recordContact={recordContact} />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('heading', { name: 'Contact information' });
    expect(valueOf('Preferred e-mail')).toBe('mary@example.net (from the details above)');
    expect(valueOf('Preferred phone')).toBe('(907) 555-0110 (from the details above)');
    // Fields the record has no counterpart for read as before.
    expect(valueOf('Alternate phone')).toBe('Not given');
  });

  it('shows the preferred e-mail and phone of the profile when they are set', async () => {
    serveContact({ preferredEmail: 'mary.work@example.org', preferredPhone: '9075550199' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" recordContact={recordContact} />, {
      session: buildStaffSession(),
    });
    await screen.findByRole('heading', { name: 'Contact information' });
    expect(valueOf('Preferred e-mail')).toBe('mary.work@example.org');
    expect(valueOf('Preferred phone')).toBe('(907) 555-0199');
    expect(screen.queryByText(/from the details above/)).toBeNull();
  });

  it('says "Not given" when neither the profile nor the record has one', async () => {
    serveContact({});
    renderWithProviders(
      <ProfileSections participantId={ID} viewer="staff" recordContact={{ email: null, phone: null }} />,
      { session: buildStaffSession() },
    );
    await screen.findByRole('heading', { name: 'Contact information' });
    expect(valueOf('Preferred e-mail')).toBe('Not given');
    expect(valueOf('Preferred phone')).toBe('Not given');
  });
});

describe('ProfileSections, contact information as a participant reads and edits their own', () => {
  const home = { address: '412 Ridgecrest Dr', city: 'Bethel', state: 'AK', zipCode: '99559' };

  it('labels the fields in words that read right to them and to staff, not by their field names', async () => {
    serveContact({ physicalAddress: home, mailAddressIsPhysicalAddress: true });
    renderWithProviders(<ProfileSections participantId={ID} viewer="participant" />, {
      session: buildParticipantSession(),
    });
    await screen.findByRole('heading', { name: 'Contact information' });
    expect(screen.getByRole('heading', { name: 'Home address' })).toBeTruthy();
    expect(valueOf('Use the home address for mail')).toBe('Yes');
    expect(valueOf('Work e-mail')).toBe('Not given');
    expect(screen.queryByText(/physical address|the person/i)).toBeNull();
  });

  it('takes them to the field to correct when a save is refused, however far above Save it is', async () => {
    serveContact({ physicalAddress: home });
    renderWithProviders(<ProfileSections participantId={ID} viewer="participant" />, {
      session: buildParticipantSession(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Contact information' }));
    const homeAddress = screen.getByRole('group', { name: 'Home address' });
    const city = within(homeAddress).getByRole('textbox', { name: /^City/ });
    fireEvent.change(city, { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save Contact information' });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(city);
  });
});

/**
 * The Alaska Native status section as the server serves it to staff: the enrollment number masked until revealed
 * with a reason; a PUT saves and answers masked again.
 */
function serveAlaskaNativeStatus() {
  const stored = {
    isAlaskaNativeOrAmericanIndian: false,
    tribe: 'Yupik',
    tribalEnrollmentNumber: 'AK-55501234',
    village: 'Bethel',
  };
  const server = { reveals: [] as string[], maskedReads: 0, updatedAt: '2030-01-01T00:00:00.000Z' };
  const view = (sections: Record<string, unknown>, masked: string[]) =>
    jsonResponse({
      participantId: ID,
      sections: { alaskaNativeStatus: sections },
      updatedAt: server.updatedAt,
      masked,
    });
  const maskedView = () =>
    view({ ...stored, tribalEnrollmentNumber: maskSensitiveValue(stored.tribalEnrollmentNumber) }, [
      'alaskaNativeStatus.tribalEnrollmentNumber',
    ]);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://casework.test');
      if (url.pathname === '/api/v1/schema/sections')
        return Promise.resolve(pageResponse([buildSchemaSectionView('alaskaNativeStatus')]));
      if (url.pathname === `/api/v1/participants/${ID}/profile`) {
        if (init?.method === 'PUT') return Promise.resolve(maskedView());
        if (url.searchParams.get('reveal') === 'true') {
          server.reveals.push(url.searchParams.get('reason') ?? '');
          return Promise.resolve(view(stored, []));
        }
        server.maskedReads += 1;
        return Promise.resolve(maskedView());
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
  return server;
}

describe('ProfileSections, Edit on a section with sensitive fields', () => {
  it('names the section as its title reads, keeping its capitals', async () => {
    serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    expect(await screen.findByRole('button', { name: 'Edit Alaska Native status' })).toBeTruthy();
  });

  it('says why it asks for a reason, and opens the form once the fields are revealed', async () => {
    const server = serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alaska Native status' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reveal sensitive information' });
    expect(
      within(dialog).getByText(
        'To edit this section, first give a reason to see its sensitive details; it is logged.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Updating the enrollment record' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));

    const save = await screen.findByRole('button', { name: 'Save Alaska Native status' });
    expect(server.reveals).toEqual(['Updating the enrollment record']);
    const form = save.closest('form')!;
    // The form holds the revealed value, never the mask (saving a mask would store it).
    expect(within(form).getByDisplayValue('AK-55501234')).toBeTruthy();
    // The first field is a yes/no question: the focus is on the answer given, where Tab would land.
    const question = within(form).getByRole('radiogroup', { name: 'Alaska Native or American Indian' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('radio', { name: 'No' })),
    );
  });

  it('asks only to see the fields when Reveal sensitive fields is pressed, opening no form', async () => {
    serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal sensitive fields' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reveal sensitive information' });
    expect(within(dialog).queryByText(/To edit this section/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Checking the enrollment record' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await screen.findByText('AK-55501234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Alaska Native status' })).toBeNull();
  });

  it('says the fields are shown, and hides them again on request, with the focus on Reveal', async () => {
    serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await revealWithReason('Checking the enrollment record');
    expect(await screen.findByText('AK-55501234')).toBeTruthy();
    expect(screen.getByText(/Sensitive fields are shown/)).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'Hide sensitive fields' });
    hide.focus();
    fireEvent.click(hide);
    await waitFor(() => expect(screen.queryByText('AK-55501234')).toBeNull());
    const reveal = await screen.findByRole('button', { name: 'Reveal sensitive fields' });
    expect(screen.getByText('Sensitive fields are masked.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reveal));
  });

  it('puts the focus on the revealed section once the fields are shown, not on the page', async () => {
    serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    const revealButton = await screen.findByRole('button', { name: 'Reveal sensitive fields' });
    revealButton.focus();
    fireEvent.click(revealButton);
    const dialog = await screen.findByRole('dialog', { name: 'Reveal sensitive information' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'Checking the enrollment record' },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Reveal' });
    confirm.focus();
    fireEvent.click(confirm);
    expect(await screen.findByText('AK-55501234')).toBeTruthy();
    // Reveal sensitive fields is gone with the masks; the section now showing them has the focus.
    expect(screen.queryByRole('button', { name: 'Reveal sensitive fields' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Alaska Native status' })),
    );
  });
});

/** Staff reveal the Alaska Native status fields with a reason, as a person would. */
async function revealWithReason(reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Reveal sensitive fields' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reveal sensitive information' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  expect(await screen.findByText('AK-55501234')).toBeTruthy();
}

describe('ProfileSections, revealed fields while the record is open', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
  });

  it('keeps them revealed when the connection comes back, without a second logged reveal', async () => {
    const server = serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await revealWithReason('Checking the enrollment record');
    const readsBefore = server.maskedReads;

    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));

    // The profile was read again (it may have changed), but the reveal was not asked for again.
    await waitFor(() => expect(server.maskedReads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.getByText('AK-55501234')).toBeTruthy());
    expect(screen.queryByText(maskSensitiveValue('AK-55501234'))).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal sensitive fields' })).toBeNull();
    expect(server.reveals).toEqual(['Checking the enrollment record']);
  });

  it('keeps them revealed when the window takes the focus again, or the record is refreshed', async () => {
    const server = serveAlaskaNativeStatus();
    const { queryClient } = renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await revealWithReason('Checking the enrollment record');
    const readsBefore = server.maskedReads;

    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(server.maskedReads).toBeGreaterThan(readsBefore));
    await act(() => queryClient.invalidateQueries({ queryKey: ['participants', 'detail', ID] }));

    expect(server.maskedReads).toBeGreaterThan(readsBefore + 1);
    expect(screen.getByText('AK-55501234')).toBeTruthy();
    expect(server.reveals).toEqual(['Checking the enrollment record']);
  });

  it('masks them again, and says why, when the profile changed since they were revealed', async () => {
    const server = serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await revealWithReason('Checking the enrollment record');

    server.updatedAt = '2030-01-02T00:00:00.000Z';
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));

    expect(
      await screen.findByText(
        'The profile was changed since you revealed its sensitive fields, so they are masked again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(maskSensitiveValue('AK-55501234'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reveal sensitive fields' })).toBeTruthy();
    expect(server.reveals).toEqual(['Checking the enrollment record']);
  });

  it('keeps them revealed after a section is saved, though the saved profile comes back masked', async () => {
    const server = serveAlaskaNativeStatus();
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    await revealWithReason('Updating the enrollment record');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Alaska Native status' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Alaska Native status' }));

    expect(await screen.findByRole('button', { name: 'Edit Alaska Native status' })).toBeTruthy();
    expect(screen.getByText('AK-55501234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal sensitive fields' })).toBeNull();
    expect(server.reveals).toEqual(['Updating the enrollment record']);
  });

  it('masks them again once the record is left', async () => {
    serveAlaskaNativeStatus();
    const { queryClient, unmount } = renderWithProviders(
      <ProfileSections participantId={ID} viewer="staff" />,
      { session: buildStaffSession() },
    );
    await revealWithReason('Checking the enrollment record');
    unmount();

    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
      queryClient,
    });
    expect(await screen.findByText(maskSensitiveValue('AK-55501234'))).toBeTruthy();
    expect(screen.queryByText('AK-55501234')).toBeNull();
  });
});

describe('ProfileSections, where the focus goes as a section is edited', () => {
  it('puts the focus on the first field when Edit is pressed', async () => {
    serveIdentification({ govtIdType: 'passport' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    const edit = await screen.findByRole('button', { name: 'Edit Identification' });
    edit.focus();
    fireEvent.click(edit);
    const form = screen.getByRole('button', { name: 'Save Identification' }).closest('form')!;
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('input')));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('puts the focus back on Edit after Save, bringing the section into sight when it is above', async () => {
    serveIdentification({ govtIdType: 'passport' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Identification' }));
    const section = screen.getByRole('region', { name: 'Identification' });
    // The long form has left the section's top above the window.
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: -600 } as DOMRect);
    const scrolled = vi.spyOn(section, 'scrollIntoView');
    fireEvent.click(screen.getByRole('button', { name: 'Save Identification' }));

    const edit = await screen.findByRole('button', { name: 'Edit Identification' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('puts the focus back on Edit after Cancel', async () => {
    serveIdentification({ govtIdType: 'passport' });
    renderWithProviders(<ProfileSections participantId={ID} viewer="staff" />, {
      session: buildStaffSession(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Identification' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Identification' })),
    );
  });
});
