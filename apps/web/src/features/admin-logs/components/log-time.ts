/**
 * "YYYY-MM-DD" → "MM/DD/YYYY", for the logs' calendar days. Times are shown with the platform's
 * formatOrganisationTime, in the organisation's time zone, as the webhooks' delivery log shows them.
 */
export function displayDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}
