import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IsoDate } from './common.ts';
import { DateOfBirth } from './participants.ts';
import { US_STATE_MESSAGE } from '../rules/us-states.ts';
import {
  ContactInformation,
  IdSection,
  PROFILE_SECTION_SCHEMAS,
  PhysicalAddress,
} from './profile-sections.ts';

type Json = { type?: unknown; format?: string; title?: string; properties?: Record<string, Json> };

/** "section.field" of every property whose JSON Schema (as GET /schema/sections serves it) says format: date. */
function dateFields(): string[] {
  const found: string[] = [];
  const walk = (schema: Json, at: string) => {
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (prop.format === 'date') found.push(`${at}.${key}`);
      walk(prop, `${at}.${key}`);
    }
  };
  for (const [name, schema] of Object.entries(PROFILE_SECTION_SCHEMAS))
    walk(z.toJSONSchema(schema, { io: 'input' }) as Json, name);
  return found;
}

describe('calendar dates in schemas', () => {
  it('say format: date in their JSON Schema, so a form built from it shows and takes them as dates', () => {
    expect(z.toJSONSchema(IsoDate)).toMatchObject({ type: 'string', format: 'date' });
    expect(z.toJSONSchema(DateOfBirth)).toMatchObject({ type: 'string', format: 'date' });
    expect(dateFields()).toEqual(['id.govtIdExpiry']);
  });

  it('stay YYYY-MM-DD on the wire, refusing another way of writing them and a day that does not exist', () => {
    expect(IdSection.parse({ govtIdExpiry: '2029-04-12' })).toEqual({ govtIdExpiry: '2029-04-12' });
    for (const bad of ['04/12/2029', '2029-02-30']) {
      const result = IdSection.safeParse({ govtIdExpiry: bad });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['govtIdExpiry'],
        message: 'Enter a real date as YYYY-MM-DD',
      });
    }
  });
});

/** Every description in the sections' JSON Schemas (as GET /schema/sections serves them), by "section.field". */
function descriptions(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (schema: Json & { description?: string }, at: string) => {
    if (schema.description) found.push([at, schema.description]);
    for (const [key, prop] of Object.entries(schema.properties ?? {})) walk(prop, `${at}.${key}`);
  };
  for (const [name, schema] of Object.entries(PROFILE_SECTION_SCHEMAS))
    walk(z.toJSONSchema(schema, { io: 'input' }) as Json, name);
  return found;
}

describe("the sections' descriptions", () => {
  it('read as hints for a participant and for staff alike: no "the participant", "the person", "me" or field names', () => {
    const found = descriptions();
    expect(found.length).toBeGreaterThan(20);
    const unfit = found.filter(([, text]) =>
      /\b[Tt]he (participant|person)\b|\b[Mm]e\b|[a-z][A-Z]/.test(text),
    );
    expect(unfit).toEqual([]);
  });
});

/** "section.field" of every yes/no question and every group of fields, with its title if it has one. */
function questionsAndGroups(): [string, string | undefined][] {
  const found: [string, string | undefined][] = [];
  const walk = (schema: Json, at: string) => {
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (prop.type === 'boolean' || prop.type === 'object') found.push([`${at}.${key}`, prop.title]);
      walk(prop, `${at}.${key}`);
    }
  };
  for (const [name, schema] of Object.entries(PROFILE_SECTION_SCHEMAS))
    walk(z.toJSONSchema(schema, { io: 'input' }) as Json, name);
  return found;
}

describe("the sections' yes/no questions and groups", () => {
  it('carry a title, so their label is written for people rather than read off the field name', () => {
    const found = questionsAndGroups();
    expect(found.map(([at]) => at)).toContain('contactInformation.mailAddressIsPhysicalAddress');
    expect(found.filter(([, title]) => !title)).toEqual([]);
    expect(Object.fromEntries(found)).toMatchObject({
      'contactInformation.physicalAddress': 'Home address',
      'contactInformation.mailAddressIsPhysicalAddress': 'Use the home address for mail',
      'communicationPreferences.sendMarketing': 'Marketing messages',
    });
  });
});

/** "section.field" of every property whose JSON Schema (as GET /schema/sections serves it) has this format. */
function fieldsOfFormat(format: string): string[] {
  const found: string[] = [];
  const walk = (schema: Json, at: string) => {
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (prop.format === format) found.push(`${at}.${key}`);
      walk(prop, `${at}.${key}`);
    }
  };
  for (const [name, schema] of Object.entries(PROFILE_SECTION_SCHEMAS))
    walk(z.toJSONSchema(schema, { io: 'input' }) as Json, name);
  return found;
}

describe('e-mail addresses and ZIP codes in the sections', () => {
  it('say so in their JSON Schema, so a form built from it gives them the right keyboard and autofill', () => {
    expect(fieldsOfFormat('email')).toEqual([
      'contactInformation.preferredEmail',
      'contactInformation.workEmail',
    ]);
    expect(fieldsOfFormat('zip-code')).toEqual([
      'contactInformation.physicalAddress.zipCode',
      'contactInformation.mailingAddress.zipCode',
    ]);
    expect(ContactInformation.safeParse({ preferredEmail: 'nora@example' }).success).toBe(false);
  });
});

describe('the state of a home address', () => {
  it('is the code of a US state or territory, in any case; anything else is refused once, saying what to enter', () => {
    const home = { address: '825 L Street', city: 'Anchorage', zipCode: '99501' };
    expect(PhysicalAddress.parse({ ...home, state: ' ak ' }).state).toBe('AK');
    for (const state of ['ZZ', 'AKAlaska']) {
      const result = PhysicalAddress.safeParse({ ...home, state });
      expect(
        result.error?.issues.map((i) => i.message),
        state,
      ).toHaveLength(1);
    }
    expect(PhysicalAddress.safeParse({ ...home, state: 'ZZ' }).error?.issues[0]?.message).toBe(
      US_STATE_MESSAGE,
    );
  });
});
