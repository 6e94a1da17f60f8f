import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { JsonSchema } from './json-schema.ts';
import { SchemaView } from './schema-view.tsx';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    bestContactTime: { type: 'string' },
    alternatePhone: { type: 'string' },
    sendMarketing: { type: 'boolean', title: 'Marketing messages' },
    safeToContact: { type: 'boolean' },
    mailingAddress: { type: 'object', title: 'Mailing address', properties: { city: { type: 'string' } } },
  },
};

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

describe('SchemaView', () => {
  it('says in words that a field is empty: "Not given", or "Not answered" for a yes/no question', () => {
    renderWithProviders(
      <SchemaView
        schema={schema}
        value={{ bestContactTime: '  ', safeToContact: false, sendMarketing: undefined }}
      />,
    );
    expect(valueOf('Best contact time')).toBe('Not given');
    expect(valueOf('Alternate phone')).toBe('Not given');
    expect(valueOf('Marketing messages')).toBe('Not answered');
    expect(valueOf('City')).toBe('Not given');
    // An answer of No is an answer.
    expect(valueOf('Safe to contact')).toBe('No');
    expect(screen.queryByText('—')).toBeNull();
  });

  it('shows a stored value as a person reads it', () => {
    renderWithProviders(
      <SchemaView schema={schema} value={{ alternatePhone: '9075550142', sendMarketing: true }} />,
    );
    expect(valueOf('Alternate phone')).toBe('(907) 555-0142');
    expect(valueOf('Marketing messages')).toBe('Yes');
  });
});
