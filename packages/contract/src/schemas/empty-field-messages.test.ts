import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { CreateApplicationBody, UpdateApplicationBody } from './applications.ts';
import { MailingAddress, PhysicalAddress } from './profile-sections.ts';
import { AddressBody } from './services.ts';

/** The message at each field of a parse, "field: message". */
function messages(schema: z.ZodType, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** What says only that a text was empty, not what to enter: our old words, and Zod's for a bare `.min(1)`. */
const SAYS_ONLY_EMPTY = /^(Must not be empty|Too small: expected string to have >=1 characters?)$/;

/**
 * A value for `schema` whose every text is blank (one space, which trimming empties), reaching into objects, arrays
 * and wrappers, so that each text field of a body answers what it says when left empty. Undefined: leave it out.
 */
function blankInput(schema: z.ZodType): unknown {
  const def = (schema as z.core.$ZodType)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'string':
      return ' ';
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(shape)
          .map(([key, field]) => [key, blankInput(field)])
          .filter(([, value]) => value !== undefined),
      );
    }
    case 'array': {
      const element = blankInput(def.element as z.ZodType);
      return element === undefined ? undefined : [element];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return blankInput(def.innerType as z.ZodType);
    case 'pipe':
      return blankInput(def.in as z.ZodType);
    case 'lazy':
      return blankInput((def.getter as () => z.ZodType)());
    case 'union':
      return blankInput((def.options as z.ZodType[])[0]!);
    default:
      return undefined;
  }
}

/** Every request body the contract exports, by its exported name. */
const requestSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[0].endsWith('Body') && entry[1] instanceof z.ZodType,
);

/** "Schema field: message" for each field of each request body, every text in it left blank. */
const blankAnswers = requestSchemas.flatMap(([name, schema]) =>
  messages(schema, blankInput(schema)).map((m) => `${name} ${m}`),
);

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
  });

  it('in every request body the contract exports, says what to enter', () => {
    expect(requestSchemas.length).toBeGreaterThan(50);
    expect(
      blankAnswers.filter((answer) => SAYS_ONLY_EMPTY.test(answer.split(': ').slice(1).join(': '))),
    ).toEqual([]);
  });

  it('reaches the fields of every body, nested sections and lists included', () => {
    expect(blankAnswers).toEqual(
      expect.arrayContaining([
        "CreateTeamBody name: Enter the team's name",
        "CreateTeamRoleBody name: Enter the role's name",
        "CreateStaffMemberBody firstName: Enter the staff member's first name",
        "CreateStaffMemberBody lastName: Enter the staff member's last name",
        'CreateHelpLinkBody title: Enter a title for the link',
        "CreateParticipantBody firstName: Enter the participant's first name",
        "CreateMessageTemplateBody name: Enter the quick message's name",
        "ServiceBody name: Enter the service's name",
        'SaveProfileBody sections.personalInformation.middleName: Enter the middle name',
        'SaveProfileBody sections.contactInformation.physicalAddress.address: Enter the street address',
        'ServicePhoneBody languages.0: Enter the language, or remove the empty one',
      ]),
    );
  });
});
