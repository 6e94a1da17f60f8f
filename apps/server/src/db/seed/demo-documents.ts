import { demoBrokenStepsPng, demoPdf } from './demo-document-bytes.ts';

/**
 * The documents of the demo organisation's files: what each one is called and what it says. Names, companies,
 * numbers and addresses are invented; every PDF also says it is a demo document.
 */

/** A demo file: the name it is stored under and its bytes. */
export interface DemoDocument {
  name: string;
  bytes(): Buffer;
}

const pdf = (name: string, title: string, lines: readonly string[]): DemoDocument => ({
  name,
  bytes: () => demoPdf({ title, lines }),
});

/** A form to fill in: its fields as labelled blank lines under a line saying who it goes to. */
const form = (name: string, title: string, intro: string, fields: readonly string[]) =>
  pdf(name, title, [intro, '', ...fields.map((field) => `${field}: ______________________________`)]);

export const DEMO_DOCUMENTS = {
  lenaTribalId: pdf('Tribal ID card.pdf', 'Tribal identification card (copy)', [
    'Issued by: Tribal Enrollment Office',
    'Name: Lena Andrews',
    'Date of birth: 04/12/1988',
    'Enrollment number: 2041-0388',
    'Issued: 12/20/2021     Expires: 12/20/2026',
    'Copied at the enrollment office when she asked to renew it.',
  ]),
  lenaPayStub: pdf('Pay stub November 2026.pdf', 'Pay stub — November 1–15, 2026', [
    'Employer: Midnight Sun Grocery, 1420 Spenard Road, Anchorage, AK',
    'Employee: Lena Andrews     Position: Cashier (part time)',
    'Hours worked: 64     Rate: $18.50 an hour',
    'Gross pay: $1,184.00',
    'Federal tax: $86.19     Social Security and Medicare: $76.44',
    'Net pay: $1,021.37',
  ]),
  lenaLease: pdf('Lease agreement.pdf', 'Residential lease agreement', [
    'Landlord: Bering Property Management, 907-555-0190',
    'Tenant: Lena Andrews, with two children',
    'Premises: 2-bedroom apartment, Mountain View, Anchorage, AK',
    'Term: 12 months from June 1, 2026 to May 31, 2027',
    'Rent: $1,350 a month, due on the 1st; deposit $1,350',
    'Heat included; electricity paid by the tenant.',
  ]),
  lenaClinicLetter: pdf('Clinic letter.pdf', 'Letter from Tundra Community Health Clinic', [
    'To whom it may concern,',
    'Lena Andrews is the main caregiver of her grandmother, a patient of this clinic,',
    'and goes with her to dialysis on Mondays, Wednesdays and Fridays from 7:30 am.',
    'Please take these appointments into account when planning work or services.',
    'Signed: Ruth Kelly, RN, care coordinator',
  ]),
  lenaSuppliesVoucher: pdf('School supplies voucher.pdf', 'Back-to-school supplies voucher', [
    'Family Services — school supplies program',
    'Household: Lena Andrews, two children',
    'Value: $120 at participating stores in Anchorage',
    'Valid until December 31, 2026. Pick up at the front desk on weekdays.',
  ]),
  rentalApplication: form(
    'Emergency rental assistance application.pdf',
    'Emergency rental assistance — application',
    'Return to Housing & Energy Assistance with your lease and your last two pay stubs.',
    [
      'Applicant name',
      'Address',
      'People in the household',
      'Monthly rent',
      'Amount short',
      'Signature and date',
    ],
  ),
  minorEnrollmentForm: form(
    'Enrollment application for a minor.pdf',
    'Tribal enrollment application — minor child',
    'Both parents sign. Attach a certified birth certificate (a hospital record is accepted for now).',
    [
      'Child’s full name',
      'Date and place of birth',
      'Mother',
      'Father',
      'Enrolled parent’s number',
      'Signatures',
    ],
  ),
  josephBirthRecord: pdf('Hospital birth record.pdf', 'Record of live birth — hospital copy', [
    'Alaska Native Medical Center, Anchorage, AK',
    'Child: Baby girl Nicolai     Born: October 24, 2026, 6:12 am',
    'Weight: 7 lb 4 oz',
    'Parents: Joseph Nicolai and Irene Nicolai',
    'Not a birth certificate: the state issues the certified copy.',
  ]),
  josephStepsPhoto: { name: 'Broken steps.png', bytes: demoBrokenStepsPng },
  josephEvictionNotice: pdf('Eviction notice.pdf', 'Ten-day notice to quit for nonpayment of rent', [
    'Landlord: Kuskokwim Rentals LLC, Bethel, AK',
    'Tenant: Joseph Nicolai',
    'Rent owed: $1,100 for November 2026',
    'Pay the rent owed or move out within 10 days of this notice.',
  ]),
  josephEmploymentLetter: pdf('Employment letter.pdf', 'Employment verification letter', [
    'Employer: Bethel Native Corporation, facilities department',
    'Joseph Nicolai has worked here full time as a maintenance technician since March 2021.',
    'Current pay: $24.75 an hour, about 40 hours a week.',
    'Signed: Helen Evan, human resources',
  ]),
  ellaRentalAgreement: pdf('Rental agreement.pdf', 'Rental agreement', [
    'Landlord: Chugach View Apartments, Anchorage, AK',
    'Tenant: Ella Kameroff',
    'Premises: studio apartment, unit 4B',
    'Rent: $980 a month from the 1st of next month; deposit $980',
  ]),
  ellaDriverLicense: pdf('Alaska driver license.pdf', 'Alaska driver license (copy)', [
    'Name: Ella Kameroff',
    'Date of birth: 05/19/2001',
    'License class: D     Expires: 05/19/2029',
    'Copied at the front desk for the identity check.',
  ]),
  thomasBirthCertificate: pdf('Birth certificate.pdf', 'Certificate of live birth (copy)', [
    'State of Alaska, Bureau of Vital Statistics',
    'Name: Thomas Wassillie',
    'Date of birth: December 2, 1968     Place: Bethel, Alaska',
    'Original left at the front desk and kept for him.',
  ]),
  familyServicesGuide: pdf('Family Services guide.pdf', 'Welcome to Family Services', [
    'What we offer: child care help, parenting classes, ICWA support and family advocacy.',
    'Your first visit takes about an hour. Bring a photo ID if you have one.',
    'Office hours: Monday to Friday, 8:30 am to 4:30 pm. Child care on site during visits.',
    'Questions: write to us in your secure inbox, or call the front desk.',
  ]),
  documentChecklist: pdf('Document checklist.pdf', 'Documents to bring — checklist', [
    '[ ]  Photo ID or tribal ID card',
    '[ ]  Birth certificates of your children',
    '[ ]  Proof of address, such as a utility bill',
    '[ ]  Court papers about custody, if any',
    '[ ]  Proof of income for the last 30 days',
  ]),
  liheapForm: form(
    'LIHEAP application form.pdf',
    'Heating assistance (LIHEAP) — application',
    'Attach: income for the last 30 days, a heating bill or fuel receipt, an ID for each adult.',
    [
      'Name',
      'Address',
      'People in the household',
      'Heating fuel (oil, wood, electric, gas)',
      'Signature and date',
    ],
  ),
} satisfies Record<string, DemoDocument>;

export type DemoDocumentKey = keyof typeof DEMO_DOCUMENTS;
