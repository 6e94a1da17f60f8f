import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi, type RecordedCall } from '../../../../test/api-calls.ts';
import { jsonResponse, problemResponse } from '../../../../test/responses.ts';
import { DOC_IDS, SERVICE_ID, buildService, editorServer } from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const DOCUMENTS = `/api/v1/services/${SERVICE_ID}/required-documents`;

function render(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  let service = buildService();
  const calls = answerApi(editorServer(), (call) => {
    const special = answer(call);
    if (special) return special;
    if (call.path === DOCUMENTS && call.method === 'DELETE') {
      const ids = (call.body as { ids: string[] }).ids;
      service = {
        ...service,
        requiredDocuments: service.requiredDocuments.filter((d) => !ids.includes(d.id)),
      };
      return jsonResponse({ deleted: ids });
    }
    if (call.path === `/api/v1/services/${SERVICE_ID}`) return jsonResponse(service);
    return undefined;
  });
  renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Eligibility`);
  return calls;
}

describe('EligibilityStep: required documents', () => {
  it('removes the selected documents in one call, after a confirm naming them', async () => {
    const calls = render();
    const section = await screen.findByRole('region', { name: 'Required documents' });
    const remove = within(section).getByRole('button', { name: /^Remove selected/ });
    expect(remove).toHaveProperty('disabled', true);
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Select Tribal ID card' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Select Medicare card' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove selected (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 documents?' });
    expect(within(dialog).getByText(/Tribal ID card, Medicare card/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section).queryByText('Tribal ID card')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: DOCUMENTS, body: { ids: [DOC_IDS[0], DOC_IDS[2]] } }),
    ]);
    expect(within(section).getByText('Proof of address')).toBeTruthy();
  });

  it('keeps everything when the server refuses the removal', async () => {
    render((call) =>
      call.method === 'DELETE'
        ? problemResponse(404, 'Required document x is not one of this service.')
        : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Required documents' });
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Select Proof of address' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 1 document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', false),
    );
    expect(within(section).getByText('Proof of address')).toBeTruthy();
  });

  it('adds an eligibility with ages, checking the maximum is not below the minimum first', async () => {
    const calls = render((call) =>
      call.method === 'POST'
        ? jsonResponse(
            { ...buildService().eligibilities[0], id: '0190a5b4-0000-7000-8000-000000000a72' },
            { status: 201 },
          )
        : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Eligibility' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add eligibility' }));
    const form = await screen.findByRole('form', { name: 'New eligibility' });
    fireEvent.change(within(form).getByLabelText(/^Who is eligible/), { target: { value: 'Youth' } });
    fireEvent.change(within(form).getByLabelText(/^Minimum age/), { target: { value: '18' } });
    fireEvent.change(within(form).getByLabelText(/^Maximum age/), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add eligibility' }));
    expect(await within(form).findByText('The maximum age must not be below the minimum age')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Maximum age/), { target: { value: '24' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add eligibility' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/v1/services/${SERVICE_ID}/eligibilities`,
      body: { description: 'Youth', minimumAge: 18, maximumAge: 24 },
    });
  });
  it('keeps ages as typed when they are out of range, says why at each field, and saves nothing', async () => {
    const calls = render();
    const section = await screen.findByRole('region', { name: 'Eligibility' });
    fireEvent.click(within(section).getByRole('button', { name: 'Add eligibility' }));
    const form = await screen.findByRole('form', { name: 'New eligibility' });
    fireEvent.change(within(form).getByLabelText(/^Who is eligible/), { target: { value: 'Youth' } });
    const minimum = within(form).getByLabelText(/^Minimum age/) as HTMLInputElement;
    const maximum = within(form).getByLabelText(/^Maximum age/) as HTMLInputElement;
    fireEvent.change(minimum, { target: { value: '-3' } });
    fireEvent.blur(minimum);
    fireEvent.change(maximum, { target: { value: '400' } });
    fireEvent.blur(maximum);
    expect([minimum.value, maximum.value]).toEqual(['-3', '400']);
    fireEvent.click(within(form).getByRole('button', { name: 'Add eligibility' }));

    const message = 'Give an age in whole years from 0 to 130, or leave it empty for no limit';
    await waitFor(() => expect(within(form).getAllByText(message)).toHaveLength(2));
    for (const field of [minimum, maximum]) expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(minimum));
    expect([minimum.value, maximum.value]).toEqual(['-3', '400']);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
