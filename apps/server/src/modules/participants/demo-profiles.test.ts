import { describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANTS } from '#src/db/seed/demo-organisation.ts';
import { demoProfiles } from './demo-profiles.ts';

describe('demoProfiles', () => {
  it('gives valid profiles, keyed by names of demo participants, with the sensitive fields filled for some and unasked questions left unanswered', () => {
    const profiles = demoProfiles();
    const names = new Set(DEMO_PARTICIPANTS.map((p) => `${p.firstName} ${p.lastName}`));
    expect(Object.keys(profiles).every((k) => names.has(k))).toBe(true);
    expect(profiles['Lena Andrews']!.id).toMatchObject({ govtIdNumber: 'AK7305519' });
    expect(profiles['Katherine Paul']!.communicationPreferences).toEqual({
      safeToContact: false,
      bestContactMethod: 'email',
      newMessageEmail: false,
    });
  });
});
