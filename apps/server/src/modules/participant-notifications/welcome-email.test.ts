import { describe, expect, it } from 'vitest';
import { welcomeEmail } from './welcome-email.ts';

const TO = { email: 'sam@example.net', firstName: 'Sam' };
const PORTAL = 'https://casework.example.org';

describe('welcomeEmail', () => {
  it('tells a password account to type its e-mail and password, and whom to ask for one', () => {
    const mail = welcomeEmail(TO, { source: 'credentials', email: 'sam@example.net' }, PORTAL);
    expect(mail.text).toContain('2. Enter this e-mail address (sam@example.net) and your password.');
    expect(mail.text).toContain(
      'If you have not been given a password, or have forgotten it, contact your case worker.',
    );
    expect(mail.html).toContain('If you have not been given a password');
  });

  it('never speaks of a Casework password to someone who signs on with their organisation account', () => {
    const mail = welcomeEmail(TO, { source: 'oidc', email: 'sam@tribe.example' }, PORTAL);
    expect(mail.text).toContain(
      '2. Choose the organisation sign-on and use your organisation account (sam@tribe.example).',
    );
    expect(mail.text).toContain(
      'If you cannot sign in with your organisation account, contact your case worker.',
    );
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/given a password|forgotten it|your password\b(?! or passphrase by e-mail)/);
    }
  });
});
