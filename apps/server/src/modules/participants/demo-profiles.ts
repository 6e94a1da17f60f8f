import { PROFILE_SECTION_SCHEMAS, type ProfileSection } from '@casework/contract';

type RawProfile = Partial<Record<ProfileSection, Record<string, unknown>>>;

const RAW: Record<string, RawProfile> = {
  'Lena Andrews': {
    personalInformation: {
      preferredName: 'Lena',
      pronouns: 'she/her',
      primaryLanguage: 'English',
      householdSize: 3,
    },
    contactInformation: {
      physicalAddress: { address: '412 Ridgecrest Dr', city: 'Bethel', state: 'AK', zipCode: '99559' },
      mailAddressIsPhysicalAddress: false,
      mailingAddress: { address: 'PO Box 1187', city: 'Bethel', state: 'AK', zipCode: '99559' },
      preferredPhone: '9075550142',
      preferredEmail: 'participant@example.org',
    },
    communicationPreferences: {
      safeToContact: true,
      bestContactMethod: 'email',
      bestContactTime: 'Weekday afternoons',
    },
    id: {
      hasGovtId: true,
      govtIdType: 'state-id',
      govtIdNumber: 'AK7305519',
      govtIdIssuer: 'State of Alaska',
      govtIdExpiry: '2029-04-12',
    },
    alaskaNativeStatus: {
      isAlaskaNativeOrAmericanIndian: true,
      tribe: 'Orutsararmiut Native Council',
      tribalEnrollmentNumber: 'ONC-004512',
      village: 'Bethel',
      regionalCorporation: 'Calista',
      cibOnFile: true,
    },
  },
  'Joseph Nicolai': {
    personalInformation: { primaryLanguage: 'Yup’ik', needsInterpreter: true, householdSize: 5 },
    contactInformation: {
      physicalAddress: { address: '7 River Rd', city: 'Kwethluk', state: 'AK', zipCode: '99621' },
      preferredPhone: '9075550178',
      preferredEmail: 'participant2@example.org',
    },
    communicationPreferences: { bestContactMethod: 'phone', bestContactTime: 'Evenings after 6' },
    id: { hasGovtId: false },
    alaskaNativeStatus: {
      isAlaskaNativeOrAmericanIndian: true,
      tribe: 'Organized Village of Kwethluk',
      village: 'Kwethluk',
      regionalCorporation: 'Calista',
    },
  },
  'Mary Ivanoff': {
    personalInformation: { preferredName: 'Molly', maritalStatus: 'married', householdSize: 2 },
    contactInformation: {
      physicalAddress: { address: '35 Airport Way', city: 'Unalakleet', state: 'AK', zipCode: '99684' },
      preferredPhone: '9075550110',
      preferredEmail: 'mary.ivanoff@example.net',
    },
    communicationPreferences: { bestContactMethod: 'phone', bestContactTime: 'Mornings' },
    alaskaNativeStatus: {
      isAlaskaNativeOrAmericanIndian: true,
      tribe: 'Native Village of Unalakleet',
      tribalEnrollmentNumber: 'NVU-100233',
      regionalCorporation: 'Bering Straits',
    },
  },
  'Sarah Johnson': {
    personalInformation: { pronouns: 'she/her', householdSize: 1 },
    contactInformation: {
      physicalAddress: { address: '1200 E 36th Ave Apt 4', city: 'Anchorage', state: 'AK', zipCode: '99508' },
      preferredPhone: '9075550121',
      preferredEmail: 'sjohnson@example.net',
      workEmail: 'sarah.johnson@work.example.com',
    },
    communicationPreferences: { bestContactMethod: 'email', sendMarketing: true },
    id: {
      hasGovtId: true,
      govtIdType: 'drivers-license',
      govtIdNumber: 'DL9921334',
      govtIdIssuer: 'State of Alaska',
    },
  },
  'Katherine Paul': {
    personalInformation: { preferredName: 'Kate', householdSize: 4, isVeteran: true },
    contactInformation: {
      physicalAddress: { address: '88 Tundra Loop', city: 'Nome', state: 'AK', zipCode: '99762' },
      preferredPhone: '9075550101',
      preferredEmail: 'kpaul@example.net',
    },
    communicationPreferences: { safeToContact: false, bestContactMethod: 'email', newMessageEmail: false },
  },
};

/**
 * Realistic profiles for the demo organisation, keyed by "firstName lastName" of DEMO_PARTICIPANTS, each section
 * already parsed by its schema (questions not given stay unanswered), ready to store in participants.profile.
 */
export function demoProfiles(): Record<string, Record<string, Record<string, unknown>>> {
  return Object.fromEntries(
    Object.entries(RAW).map(([name, raw]) => [
      name,
      Object.fromEntries(
        Object.entries(raw).map(([section, value]) => [
          section,
          PROFILE_SECTION_SCHEMAS[section as ProfileSection].parse(value) as Record<string, unknown>,
        ]),
      ),
    ]),
  );
}
