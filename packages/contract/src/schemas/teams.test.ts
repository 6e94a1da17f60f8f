import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../rules/email.ts';
import { CreateStaffMemberBody, UpdateStaffMemberBody } from './teams.ts';

describe('UpdateStaffMemberBody', () => {
  it('takes a new e-mail alone, trimmed and with its case kept, as the create body does', () => {
    expect(UpdateStaffMemberBody.parse({ email: '  Nina.Ahgeak@Example.org ' })).toEqual({
      email: 'Nina.Ahgeak@Example.org',
    });
    const created = CreateStaffMemberBody.parse({
      email: '  Nina.Ahgeak@Example.org ',
      firstName: 'Nina',
      lastName: 'Ahgeak',
      role: 'Staff',
    });
    expect(created.email).toBe('Nina.Ahgeak@Example.org');
  });

  it('refuses an address the e-mail rule refuses, naming the email field', () => {
    for (const email of ['nina@example', 'nina..a@example.org', 'nina', '']) {
      const result = UpdateStaffMemberBody.safeParse({ email });
      expect(result.success, email).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['email'], message: EMAIL_MESSAGE }),
      ]);
    }
  });

  it('still needs at least one field, and names e-mail among the ones it takes', () => {
    const result = UpdateStaffMemberBody.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Give at least one of email, firstName, lastName, role');
    expect(UpdateStaffMemberBody.safeParse({ role: 'Staff' }).success).toBe(true);
  });
});
