import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByLabelText(/^Zip code/)).toBeTruthy();
  });

  it("marks an optional group's required fields only once something in it is filled in", () => {
    renderWithProviders(<SchemaForm idPrefix="t" schema={schema} onSubmit={() => undefined} />);
    const street = screen.getByRole('textbox', { name: 'Address' });
    expect(street.getAttribute('aria-required')).toBe('false');
    expect(screen.getByRole('textbox', { name: /^Preferred name/ }).getAttribute('aria-required')).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Zip code' }), { target: { value: '99501' } });
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
        errors={{ 'physicalAddress.address': 'Street address is too vague' }}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: '1 Main St' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Preferred name is required')).toBeTruthy();
    expect(screen.getByText('Zip code is required')).toBeTruthy();
    expect(screen.getByText('Street address is too vague')).toBeTruthy();
    expect((screen.getByLabelText(/^Address/) as HTMLInputElement).value).toBe('1 Main St');
  });
});
