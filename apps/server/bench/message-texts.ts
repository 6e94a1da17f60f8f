/** Words for the synthetic threads: subjects and the sentences message bodies are made of. */

// prettier-ignore
export const SUBJECTS = [
  'Rent help for this month', 'Heating assistance — fuel oil', 'Child care assistance application',
  'Parenting class schedule', 'Enrollment card replacement', 'Elder meal delivery', 'Ride to the clinic',
  'Job training sign-up', 'Food box pickup', 'School supplies for the kids', 'Utility shut-off notice',
  'Question about my application', 'Missing documents', 'Appointment next week', 'Counseling intake',
  'Water tank repair', 'Scholarship paperwork', 'Home visit', 'Tribal ID for my son', 'Help with a form',
  'Medical travel reimbursement', 'Snow removal for elders', 'Emergency shelter', 'Change of address',
] as const;

// prettier-ignore
export const OPENINGS = [
  'Hi,', 'Hello,', 'Good morning,', 'Hi there,', 'Thank you for getting back to me.', 'Quick question:',
  'Following up on my last message.', 'Thanks for your patience.',
] as const;

// prettier-ignore
export const SENTENCES = [
  'Our fuel tank is almost empty and the next delivery is not until the end of the month.',
  'I started a new job and need help paying for day care for my two kids.',
  'My hours were cut and I am short on rent this month.',
  'Please send your lease, the last two pay stubs and the landlord’s contact.',
  'The spring series starts in April, Tuesdays 5:30–7:00 pm at the community hall.',
  'Dinner and child care are provided during the class.',
  'We can look at emergency assistance once we have the documents.',
  'I will bring the paperwork on Monday morning.',
  'Your application is complete and went to review today.',
  'The review usually takes five to ten business days.',
  'Can someone call me back after 4 pm? I work until then.',
  'The clinic appointment is on Thursday at 10, and I need a ride from the village.',
  'We booked the medical travel; the tickets will be at the counter.',
  'My grandmother needs help with snow removal before the weekend.',
  'The food boxes are ready for pickup at the tribal office.',
  'I lost my enrollment card and need a new one for the clinic.',
  'Bring a photo ID and we can print the new card the same day.',
  'The water tank is leaking again and the repair crew has not come.',
  'I put your name on the list for the next repair visit.',
  'Is there still space in the job training program this fall?',
  'There are two seats left; I added you to the waiting list for now.',
  'The school asked for a letter from your case worker.',
  'I attached the form you asked for, signed and dated.',
  'The shut-off notice says the power goes off on Friday.',
  'We sent a pledge to the utility, so the power stays on.',
  'Let me know if anything changes with your address or phone number.',
] as const;

// prettier-ignore
export const CLOSINGS = [
  'Thank you!', 'Thanks so much.', 'Talk soon.', 'Have a good day.', 'Quyana.', 'Take care.', '',
] as const;
