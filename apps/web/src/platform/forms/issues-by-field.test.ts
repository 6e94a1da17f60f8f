import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issuesByField } from './issues-by-field.ts';

const Body = z.object({
  url: z.string().url('Enter a web address'),
  sortOrder: z.number().int('Enter a whole number'),
  address: z.object({ city: z.string().min(1, 'Enter the city') }),
  eventTypes: z.array(z.string().min(3, 'Unknown event type')).min(1, 'Choose at least one event'),
});

function errorOf(value: unknown): z.ZodError | undefined {
  const parsed = Body.safeParse(value);
  return parsed.success ? undefined : parsed.error;
}

describe('issuesByField', () => {
  it('keeps the first message of each field, keyed by its dotted path', () => {
    const error = errorOf({
      url: 'nope',
      sortOrder: 1.5,
      address: { city: '' },
      eventTypes: ['participant.created'],
    });
    expect(issuesByField(error)).toEqual({
      url: 'Enter a web address',
      sortOrder: 'Enter a whole number',
      'address.city': 'Enter the city',
    });
  });

  it('files the issues of array items under the whole field when asked', () => {
    const error = errorOf({
      url: 'https://a.example',
      sortOrder: 1,
      address: { city: 'X' },
      eventTypes: ['a', 'b'],
    });
    expect(issuesByField(error)).toEqual({
      'eventTypes.0': 'Unknown event type',
      'eventTypes.1': 'Unknown event type',
    });
    expect(issuesByField(error, { wholeFields: ['eventTypes'] })).toEqual({
      eventTypes: 'Unknown event type',
    });
  });

  it('has nothing to say without an error', () => {
    expect(issuesByField(undefined)).toEqual({});
  });
});
