import { ZIP_CODE_MESSAGE } from '@casework/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi, type RecordedCall } from '../../../../test/api-calls.ts';
import { jsonResponse, problemResponse, pageResponse } from '../../../../test/responses.ts';
import { SERVICE_ID, buildLocation, editorServer, wizardServiceAnswer } from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const NEW_LOCATION_ID = '0190a5b4-0000-7000-8000-000000000a35';
const LOCATIONS = `/api/v1/services/${SERVICE_ID}/locations`;
const PHYSICAL = `/api/v1/services/locations/${NEW_LOCATION_ID}/physical-addresses`;

function answers(extra: (call: RecordedCall) => Response | undefined) {
  return (call: RecordedCall) => extra(call) ?? wizardServiceAnswer(call);
}

const created = { ...buildLocation(), id: NEW_LOCATION_ID, name: 'Nome office', physicalAddresses: [] };

describe('LocationsStep', () => {
  it('adds a location and its address; an address refused keeps the form on the created location', async () => {
    let addressAttempts = 0;
    const calls = answerApi(
      editorServer(),
      answers((call) => {
        if (call.path === LOCATIONS && call.method === 'POST') return jsonResponse(created, { status: 201 });
        if (call.path === `/api/v1/services/locations/${NEW_LOCATION_ID}` && call.method === 'PUT')
          return jsonResponse(created);
        if (call.path === PHYSICAL && call.method === 'POST') {
          addressAttempts += 1;
          return addressAttempts === 1
            ? problemResponse(400, 'Check the highlighted fields.', {
                errors: [{ field: 'body.postalCode', message: 'This ZIP code is not in Alaska' }],
              })
            : jsonResponse(
                { ...buildLocation().physicalAddresses[0], locationId: NEW_LOCATION_ID },
                { status: 201 },
              );
        }
        return undefined;
      }),
    );
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Locations`);
    expect(await screen.findByText('400 Ridgecrest Dr, Bethel, AK 99559')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a new location' }));
    const form = await screen.findByRole('form', { name: 'New location' });
    fireEvent.change(within(form).getByLabelText(/^Location name/), { target: { value: 'Nome office' } });
    const physical = within(form).getByRole('group', { name: 'Physical address' });
    fireEvent.change(within(physical).getByLabelText(/^Street address/), {
      target: { value: '102 Front St' },
    });
    fireEvent.change(within(physical).getByLabelText(/^City or village/), { target: { value: 'Nome' } });
    fireEvent.change(within(physical).getByLabelText(/^ZIP code/), { target: { value: '12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));

    expect(await within(physical).findByText('This ZIP code is not in Alaska')).toBeTruthy();
    fireEvent.change(within(physical).getByLabelText(/^ZIP code/), { target: { value: '99762' } });
    // Corrected: the refusal goes from the field at once, before the form is sent again.
    expect(within(physical).queryByText('This ZIP code is not in Alaska')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New location' })).toBeNull());

    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual([
      `POST ${LOCATIONS}`,
      `POST ${PHYSICAL}`,
      `PUT /api/v1/services/locations/${NEW_LOCATION_ID}`,
      `POST ${PHYSICAL}`,
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nome office',
      alternateName: null,
      description: null,
      transportation: null,
      latitude: null,
      longitude: null,
    });
    expect(calls.filter((c) => c.path === PHYSICAL).at(-1)?.body).toMatchObject({
      address1: '102 Front St',
      city: 'Nome',
      stateProvince: 'AK',
      postalCode: '99762',
      country: 'US',
    });
  });

  it('refuses a US ZIP code that is not 5 digits or ZIP+4 at the field before sending, and takes a Canadian one', async () => {
    const calls = answerApi(
      editorServer(),
      answers((call) => {
        if (call.path === LOCATIONS && call.method === 'POST') return jsonResponse(created, { status: 201 });
        if (call.path === PHYSICAL && call.method === 'POST')
          return jsonResponse(
            { ...buildLocation().physicalAddresses[0], locationId: NEW_LOCATION_ID },
            { status: 201 },
          );
        return undefined;
      }),
    );
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Locations`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new location' }));
    const form = await screen.findByRole('form', { name: 'New location' });
    fireEvent.change(within(form).getByLabelText(/^Location name/), { target: { value: 'Border office' } });
    const physical = within(form).getByRole('group', { name: 'Physical address' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(physical).getByLabelText(label), { target: { value } });
    type(/^Street address/, '1 Front St');
    type(/^City or village/, 'Whitehorse');
    type(/^ZIP code/, '9950');
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    const zip = within(physical).getByLabelText(/^ZIP code/);
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(within(physical).getByText(ZIP_CODE_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);

    type(/^Country/, 'CA');
    type(/^State/, 'YT');
    // Outside the US the field asks for a postal code, which may hold letters.
    type(/^Postal code/, 'Y1A 2C6');
    expect(
      within(physical)
        .getByLabelText(/^Postal code/)
        .getAttribute('inputmode'),
    ).toBe('text');
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(calls.some((c) => c.path === PHYSICAL)).toBe(true));
    expect(calls.find((c) => c.path === PHYSICAL)?.body).toMatchObject({
      postalCode: 'Y1A 2C6',
      country: 'CA',
    });
  });

  it('takes the state of a US address from a list, found by its name, and sends its two-letter code', async () => {
    const calls = answerApi(
      editorServer(),
      answers((call) => {
        if (call.path === LOCATIONS && call.method === 'POST') return jsonResponse(created, { status: 201 });
        if (call.path === PHYSICAL && call.method === 'POST')
          return jsonResponse(
            { ...buildLocation().physicalAddresses[0], locationId: NEW_LOCATION_ID },
            { status: 201 },
          );
        return undefined;
      }),
    );
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Locations`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new location' }));
    const form = await screen.findByRole('form', { name: 'New location' });
    fireEvent.change(within(form).getByLabelText(/^Location name/), { target: { value: 'Seattle office' } });
    const physical = within(form).getByRole('group', { name: 'Physical address' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(physical).getByLabelText(label), { target: { value } });
    type(/^Street address/, '1 Pike St');
    type(/^City or village/, 'Seattle');
    type(/^ZIP code/, '98101');
    const state = within(physical).getByRole('combobox', { name: /^State/ }) as HTMLInputElement;
    // New addresses start in Alaska, shown by name; typing searches the list instead of adding to "AK".
    expect(state.value).toBe('Alaska (AK)');
    state.focus();
    fireEvent.click(state);
    fireEvent.change(state, { target: { value: 'washing' } });
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Washington (WA)']);
    fireEvent.click(options[0]!);
    expect(state.value).toBe('Washington (WA)');
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    await waitFor(() => expect(calls.some((c) => c.path === PHYSICAL)).toBe(true));
    expect(calls.find((c) => c.path === PHYSICAL)?.body).toMatchObject({
      stateProvince: 'WA',
      country: 'US',
    });
  });

  it('offers the service at an existing location found by search', async () => {
    const nome = { ...created, physicalAddresses: buildLocation().physicalAddresses };
    const calls = answerApi(
      editorServer(),
      answers((call) =>
        call.path === '/api/v1/services/locations' && call.method === 'GET'
          ? pageResponse([buildLocation(), nome])
          : call.path === '/api/v1/services/services-at-locations'
            ? jsonResponse(
                {
                  id: '0190a5b4-0000-7000-8000-000000000a36',
                  serviceId: SERVICE_ID,
                  locationId: NEW_LOCATION_ID,
                  description: null,
                },
                { status: 201 },
              )
            : undefined,
      ),
    );
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Locations`);
    fireEvent.click(await screen.findByRole('button', { name: 'Use an existing location' }));
    fireEvent.change(screen.getByLabelText(/^Find a location/), { target: { value: 'office' } });
    const found = await screen.findByRole('list', { name: 'Locations found' });
    // The service is offered at the Bethel office already: only Nome is offered.
    expect(within(found).queryByText('Bethel office')).toBeNull();
    fireEvent.click(within(found).getByRole('button', { name: 'Offer the service at Nome office' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Locations found' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/v1/services/locations')?.query.get('term')).toBe('office');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      serviceId: SERVICE_ID,
      locationId: NEW_LOCATION_ID,
    });
  });
  it('moves focus into a form or search as it opens, and back to the button that opened it on closing', async () => {
    answerApi(editorServer(), wizardServiceAnswer);
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Locations`);
    const add = await screen.findByRole('button', { name: 'Add a new location' });
    add.focus();
    fireEvent.click(add);
    const form = await screen.findByRole('form', { name: 'New location' });
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Location name/)));
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a new location' })),
    );

    const pick = screen.getByRole('button', { name: 'Use an existing location' });
    pick.focus();
    fireEvent.click(pick);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Find a location/)));
    const close = screen.getByRole('button', { name: 'Close the location search' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Use an existing location' })),
    );
  });
});
