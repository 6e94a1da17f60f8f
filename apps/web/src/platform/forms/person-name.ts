/**
 * What a person's name is missing, keyed by field ("Enter the first name"), as every form that adds or edits a
 * person checks it before sending: staff accounts and participants alike.
 */
export function missingNameErrors(firstName: string, lastName: string): Record<string, string> {
  const missing: Record<string, string> = {};
  if (firstName.trim() === '') missing.firstName = 'Enter the first name';
  if (lastName.trim() === '') missing.lastName = 'Enter the last name';
  return missing;
}
