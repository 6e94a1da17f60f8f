import { onlineManager, useMutation } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { JsonSchema } from './json-schema.ts';
import { SchemaForm } from './schema-form.tsx';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    preferredName: { type: 'string', description: 'What to call them' },
    householdSize: { type: 'integer', minimum: 1 },
    maritalStatus: { type: 'string', enum: ['single', 'married'] },
    isVeteran: { type: 'boolean', default: false },
    govtIdExpiry: { type: 'string', format: 'date', title: 'ID expiry' },
    preferredPhone: { type: 'string' },
    physicalAddress: {
      type: 'object',
      properties: { address: { type: 'string' }, zipCode: { type: 'string' } },
      required: ['address', 'zipCode'],
    },
  },
  required: ['preferredName'],
};

describe('SchemaForm', () => {
  it('renders a labelled input for every field, nested objects as groups', () => {
    renderWithProviders(<SchemaForm idPrefix="t" schema={schema} onSubmit={() => undefined} />);
    expect(screen.getByLabelText(/Preferred name/)).toBeTruthy();
    expect(screen.getByText('What to call them')).toBeTruthy();
    expect(screen.getByLabelText('Household size')).toBeTruthy();
    expect(screen.getByLabelText('Marital status')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Is veteran' })).toBeTruthy();
    expect(screen.getByLabelText('ID expiry')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Physical address' })).toBeTruthy();
    expect(screen.getByLabelText(/^ZIP code/)).toBeTruthy();
  });

  it("marks an optional group's required fields only once something in it is filled in", () => {
    renderWithProviders(<SchemaForm idPrefix="t" schema={schema} onSubmit={() => undefined} />);
    const street = screen.getByRole('textbox', { name: 'Address' });
    expect(street.getAttribute('aria-required')).toBe('false');
    expect(screen.getByRole('textbox', { name: /^Preferred name/ }).getAttribute('aria-required')).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '99501' } });
    expect(screen.getByRole('textbox', { name: /^Address/ }).getAttribute('aria-required')).toBe('true');
  });

  it('returns typed, trimmed values', () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SchemaForm idPrefix="t" schema={schema} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Preferred name/), { target: { value: '  Kate ' } });
    fireEvent.change(screen.getByLabelText('Household size'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Marital status'), { target: { value: 'married' } });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('ID expiry'), { target: { value: '12312030' } });
    fireEvent.change(screen.getByLabelText('Preferred phone'), { target: { value: '907-555-0142' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      preferredName: 'Kate',
      householdSize: 3,
      maritalStatus: 'married',
      isVeteran: true,
      govtIdExpiry: '2030-12-31',
      preferredPhone: '9075550142',
    });
  });

  it('checks required fields and shows server errors next to their field, keeping what was typed', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SchemaForm
        idPrefix="t"
        schema={schema}
        onSubmit={onSubmit}
        errors={{ householdSize: 'Must be at most 50' }}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '1 Main St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Preferred name is required')).toBeTruthy();
    expect(screen.getByText('ZIP code is required')).toBeTruthy();
    expect(screen.getByText('Must be at most 50')).toBeTruthy();
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('1 Main St');
  });

  it('takes a refusal away from a field as soon as that field is corrected, leaving the others', () => {
    renderWithProviders(
      <SchemaForm
        idPrefix="t"
        schema={schema}
        value={{ preferredName: 'Kate', householdSize: 60, physicalAddress: { address: '1 Main St' } }}
        onSubmit={vi.fn()}
        errors={{ householdSize: 'Must be at most 50', 'physicalAddress.address': 'Too vague' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('ZIP code is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: '99501' } });
    expect(screen.queryByText('ZIP code is required')).toBeNull();

    fireEvent.change(screen.getByLabelText('Household size'), { target: { value: '6' } });
    expect(screen.queryByText('Must be at most 50')).toBeNull();
    expect(screen.getByLabelText('Household size').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Too vague')).toBeTruthy();
  });

  it('shows the next refusal of a corrected field again, even in the same words', async () => {
    /** Answers every save, after a moment, with the same field error; clears it while the request is out. */
    function RefusingServer() {
      const [errors, setErrors] = useState<Record<string, string>>({});
      return (
        <SchemaForm
          idPrefix="t"
          schema={schema}
          value={{ preferredName: 'Kate', householdSize: 60 }}
          errors={errors}
          onSubmit={() => {
            setErrors({});
            setTimeout(() => setErrors({ householdSize: 'Must be at most 50' }), 10);
          }}
        />
      );
    }
    renderWithProviders(<RefusingServer />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Household size'), { target: { value: '55' } });
    expect(screen.queryByText('Must be at most 50')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 50')).toBeTruthy();
  });

  it('gives e-mail and ZIP code fields their keyboard and autofill, known by their format, not their name', () => {
    renderWithProviders(
      <SchemaForm
        idPrefix="t"
        schema={{
          type: 'object',
          properties: {
            contact: { type: 'string', format: 'email', title: 'Where to write' },
            postcode: { type: 'string', format: 'zip-code', pattern: '^\\d{5}(-\\d{4})?$' },
            emailNote: { type: 'string' },
          },
        }}
        onSubmit={vi.fn()}
      />,
    );
    const email = screen.getByLabelText('Where to write');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('inputmode')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    const zip = screen.getByLabelText('Postcode');
    expect(zip.getAttribute('inputmode')).toBe('numeric');
    expect(zip.getAttribute('autocomplete')).toBe('postal-code');
    expect(zip.getAttribute('pattern')).toBe('^\\d{5}(-\\d{4})?$');
    const note = screen.getByLabelText('E-mail note');
    expect(note.getAttribute('type')).not.toBe('email');
    expect(note.getAttribute('inputmode')).toBeNull();
  });

  it('moves the focus to the first field at fault when its own checks refuse the save', () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <SchemaForm
        idPrefix="t"
        schema={schema}
        value={{ preferredName: 'Kate', physicalAddress: { address: '1 Main St', zipCode: '99501' } }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^ZIP code/), { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^ZIP code/));
  });

  it('moves the focus to the first field the server refused, each time it refuses', async () => {
    /** Answers every save, after a moment, with the same field error; clears it while the request is out. */
    function RefusingServer() {
      const [errors, setErrors] = useState<Record<string, string>>({});
      return (
        <SchemaForm
          idPrefix="t"
          schema={schema}
          value={{ preferredName: 'Kate', householdSize: 60 }}
          errors={errors}
          onSubmit={() => {
            setErrors({});
            setTimeout(() => setErrors({ householdSize: 'Must be at most 50' }), 10);
          }}
        />
      );
    }
    renderWithProviders(<RefusingServer />);
    const save = screen.getByRole('button', { name: 'Save' });
    const size = screen.getByLabelText('Household size');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      save.focus();
      fireEvent.click(save);
      await waitFor(() => expect(document.activeElement).toBe(size));
      expect(screen.getByText('Must be at most 50')).toBeTruthy();
    }
  });

  it('leaves the focus alone when it opens already showing errors', () => {
    renderWithProviders(
      <SchemaForm
        idPrefix="t"
        schema={schema}
        errors={{ householdSize: 'Must be at most 50' }}
        onSubmit={() => undefined}
      />,
    );
    expect(screen.getByText('Must be at most 50')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('SchemaForm, saved while offline', () => {
  const WAITING = 'You are offline. Your changes will be saved when you are back online.';

  /** A form whose save is a mutation, as the profile sections' are. */
  function SavedForm({ save }: { save: (values: Record<string, unknown>) => Promise<void> }) {
    const mutation = useMutation({ mutationFn: save });
    const [cancelled, setCancelled] = useState(false);
    return (
      <>
        <SchemaForm
          idPrefix="t"
          schema={{ type: 'object', properties: { preferredName: { type: 'string' } } }}
          submitting={mutation.isPending}
          onCancel={() => setCancelled(true)}
          onSubmit={(values) => mutation.mutate(values)}
        />
        {cancelled ? <p>Cancelled</p> : null}
      </>
    );
  }

  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('says by its buttons that the save waits for the connection, and saves once when it is back', async () => {
    const save = vi.fn((_values: Record<string, unknown>) => Promise.resolve());
    renderWithProviders(<SavedForm save={save} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => onlineManager.setOnline(false));
    fireEvent.change(screen.getByLabelText('Preferred name'), { target: { value: 'Lena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(region.textContent).toContain(WAITING));
    // Why Cancel cannot be pressed: the change would still be sent later.
    expect(region.textContent).toContain('They can no longer be cancelled.');
    expect(screen.getByText(new RegExp(WAITING.replace(/\./g, '\\.')), { selector: 'p' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(save).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ preferredName: 'Lena' });
    await waitFor(() => expect(region.textContent).toBe(''));
    expect(screen.queryByText(/You are offline/, { selector: 'p' })).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('says nothing while a save made online is on its way', async () => {
    let answer: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithProviders(<SavedForm save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => answer());
  });
});
