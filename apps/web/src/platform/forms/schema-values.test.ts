import { CommunicationPreferences, IdSection } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonSchema } from './json-schema.ts';
import { displayValue, fromDraft, toDraft } from './schema-values.ts';

// The JSON Schema the server serves for the section (GET /schema/sections builds it the same way).
const preferences = z.toJSONSchema(CommunicationPreferences, { io: 'input' }) as JsonSchema;

describe('yes/no questions in a schema form', () => {
  it('start with nothing selected when nobody answered them, and are not sent', () => {
    const draft = toDraft(preferences, {});
    expect(draft.safeToContact).toBeUndefined();
    expect(draft.sendMarketing).toBeUndefined();
    expect(draft.newMessageEmail).toBeUndefined();

    const { values, errors } = fromDraft(preferences, { ...draft, bestContactTime: 'Mornings' });
    expect(errors).toEqual({});
    expect(values).toEqual({ bestContactTime: 'Mornings' });
  });

  it('ignore a default written in a schema: an unanswered question is not a guess', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { needsInterpreter: { type: 'boolean', default: false } },
    };
    expect(toDraft(schema, {}).needsInterpreter).toBeUndefined();
    expect(fromDraft(schema, toDraft(schema, {})).values).toEqual({});
  });

  it('keep a stored answer, and send a changed one', () => {
    const draft = toDraft(preferences, { safeToContact: false, newMessageEmail: true });
    expect(draft).toMatchObject({ safeToContact: false, newMessageEmail: true });
    expect(draft.sendMarketing).toBeUndefined();

    const { values } = fromDraft(preferences, { ...draft, safeToContact: true });
    expect(values).toEqual({ safeToContact: true, newMessageEmail: true });
  });
});

describe('a calendar date of a profile section (the ID expiry)', () => {
  const id = z.toJSONSchema(IdSection, { io: 'input' }) as JsonSchema;
  const expiry = id.properties!.govtIdExpiry!;

  it('reads as MM/DD/YYYY, as every other date does (SPEC §5)', () => {
    expect(displayValue('govtIdExpiry', expiry, '2029-04-12')).toBe('04/12/2029');
  });

  it('is edited as MM/DD/YYYY and sent as YYYY-MM-DD', () => {
    expect(toDraft(id, { govtIdExpiry: '2029-04-12' }).govtIdExpiry).toBe('04/12/2029');
    expect(fromDraft(id, { govtIdExpiry: '04/12/2030' })).toEqual({
      values: { govtIdExpiry: '2030-04-12' },
      errors: {},
    });
    expect(fromDraft(id, { govtIdExpiry: '02/30/2030' }).errors).toEqual({
      govtIdExpiry: 'Enter a real date as MM/DD/YYYY',
    });
  });
});
