import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateApplicationBody, UpdateApplicationBody } from './applications.ts';
import { EMPTY_TEXT_MESSAGE } from './common.ts';
import { MailingAddress, PhysicalAddress } from './profile-sections.ts';
import { AddressBody } from './services.ts';

/** The message at each field of a parse, "field: message". */
function messages(schema: z.ZodType, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a named field left empty', () => {
  it('says what to enter there, not only that it must not be empty', () => {
    const found = [
      ...messages(CreateApplicationBody, { name: ' ', teamId: '0190a5b4-0000-7000-8000-0000000000a1' }),
      ...messages(UpdateApplicationBody, { name: '' }),
      ...messages(AddressBody, { address1: ' ', city: '', stateProvince: '', postalCode: '99501' }),
      ...messages(PhysicalAddress, { address: '', city: ' ', state: 'AK', zipCode: '99501' }),
      ...messages(MailingAddress, { address: '', city: '', zipCode: '99501' }),
    ];
    expect(found).toEqual([
      "name: Enter the application's name",
      "name: Enter the application's name",
      'address1: Enter the street address',
      'city: Enter the city or village',
      'stateProvince: Enter the state',
      'address: Enter the street address',
      'city: Enter the city or village',
      'address: Enter the street address or PO box',
      'city: Enter the city or village',
    ]);
    expect(found.join(' ')).not.toContain(EMPTY_TEXT_MESSAGE);
  });
});
