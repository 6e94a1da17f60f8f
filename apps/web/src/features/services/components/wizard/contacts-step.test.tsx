import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi, type RecordedCall } from '../../../../test/api-calls.ts';
import { jsonResponse } from '../../../../test/responses.ts';
import {
  SERVICE_ID,
  buildService,
  editorServer,
  referenceAnswer,
  wizardServiceAnswer,
} from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const CONTACTS = `/api/v1/services/${SERVICE_ID}/contacts`;
const PHONES = `/api/v1/services/${SERVICE_ID}/phones`;
const PHONE_HINT =
  'Give the whole number with its area code, such as (907) 555-0100, or a number abroad starting with +';

/** The wizard's service with Dana Lee's phone as typed, and answers for the Review step. */
function serve(phone: string | null, extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  const service = buildService();
  const withPhone = { ...service, contacts: service.contacts.map((c) => ({ ...c, phone })) };
  return answerApi(
    editorServer(),
    (call) =>
      extra(call) ??
      (call.method === 'GET' && call.path === `/api/v1/services/${SERVICE_ID}`
        ? jsonResponse(withPhone)
        : call.path === '/api/v1/services/schedules'
          ? jsonResponse({ items: [], total: 0 })
          : (wizardServiceAnswer(call) ?? referenceAnswer(call))),
  );
}

describe('ContactsStep: contact phones', () => {
  it('refuses a phone that is not a whole number, next to the field, and sends nothing', async () => {
    const calls = serve(null);
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Contacts`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form', { name: 'New contact' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Sam Nanuk' } });
    const phone = within(form).getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: '555-12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add contact' }));

    const error = await within(form).findByText(PHONE_HINT);
    expect(phone.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect((phone as HTMLInputElement).value).toBe('555-12');
    expect(calls.some((c) => c.method === 'POST' && c.path === CONTACTS)).toBe(false);
  });

  it('shows a saved phone as (907) 555-0199 in the step list, and on Review as a tel: link', async () => {
    serve('9075550199');
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Contacts`);
    expect(await screen.findByText('dana@example.org · (907) 555-0199')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Review/ }));
    const summary = await screen.findByRole('region', { name: 'Contacts and phones' });
    expect(within(summary).getByRole('listitem').textContent).toBe(
      'Dana Lee · Meals coordinator · dana@example.org · (907) 555-0199',
    );
    expect(within(summary).getByRole('link', { name: '(907) 555-0199' }).getAttribute('href')).toBe(
      'tel:9075550199',
    );
  });

  it('gives the focus back to Delete when the delete is cancelled, and to "Add a contact" once it is done', async () => {
    let deleted = false;
    serve(null, (call) => {
      if (call.method === 'DELETE' && call.path.startsWith(CONTACTS)) {
        deleted = true;
        return new Response(null, { status: 204 });
      }
      return deleted && call.method === 'GET' && call.path === `/api/v1/services/${SERVICE_ID}`
        ? jsonResponse(buildService({ contacts: [] }))
        : undefined;
    });
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Contacts`);
    const remove = await screen.findByRole('button', { name: 'Delete Dana Lee' });
    remove.focus();
    fireEvent.click(remove);
    const cancel = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    await waitFor(() => expect(document.activeElement).toBe(remove));

    fireEvent.click(remove);
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a contact' })),
    );
    expect(screen.queryByText('Dana Lee, Meals coordinator')).toBeNull();
  });
});

describe('ContactsStep: phone numbers of the service', () => {
  const SERVICE_PHONE_HINT =
    'Enter a 10-digit phone number, like (907) 555-0123, a 3-digit service number such as 211, or a number abroad starting with +';

  async function addPhone(number: string) {
    fireEvent.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    const form = await screen.findByRole('form', { name: 'New phone number' });
    const field = within(form).getByLabelText(/^Number/);
    fireEvent.change(field, { target: { value: number } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add phone' }));
    return { form, field };
  }

  it('refuses a number of 8 digits next to the field, saying what to write, and sends nothing', async () => {
    const calls = serve(null);
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Contacts`);
    const { form, field } = await addPhone('90755512');

    const error = await within(form).findByText(SERVICE_PHONE_HINT);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(calls.some((c) => c.method === 'POST' && c.path === PHONES)).toBe(false);
  });

  it('sends a 3-digit service number such as 211', async () => {
    const calls = serve(null, (call) =>
      call.method === 'POST' && call.path === PHONES
        ? jsonResponse(
            {
              id: '0190a5b4-0000-7000-8000-0000000000f1',
              serviceId: SERVICE_ID,
              locationId: null,
              number: '211',
              extension: null,
              type: 'voice',
              description: null,
              languages: [],
            },
            { status: 201 },
          )
        : undefined,
    );
    renderAppAt(`/staff/find-a-service/create?serviceId=${SERVICE_ID}&step=Contacts`);
    await addPhone('211');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === PHONES)).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === PHONES)?.body).toMatchObject({
      number: '211',
    });
  });
});
