import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { buildDetails, buildLocation, buildService } from '../services-test-support.ts';
import { ReviewSummary } from './review-summary.tsx';

const hrefs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);

function contactsPart() {
  return screen.getByRole('region', { name: 'Contacts and phones' });
}

describe('ReviewSummary: contacts and phones', () => {
  it('lists the phones of the service and its contacts as tel: links, with their extension, kind and place', () => {
    const { phones, contacts } = buildDetails();
    const fax = {
      ...phones[0]!,
      id: '0190a5b4-0000-7000-8000-000000000962',
      type: 'fax' as const,
      extension: null,
    };
    renderWithProviders(
      <ReviewSummary
        service={buildService({
          phones: [
            { ...phones[0]!, locationId: buildLocation().id },
            { ...fax, number: '907 555 0101' },
          ],
          contacts,
        })}
        schedules={[]}
        onEdit={() => undefined}
      />,
    );
    const part = contactsPart();
    expect(hrefs(within(part).getAllByRole('link'))).toEqual([
      ['(907) 555-0199', 'tel:9075550199'],
      ['(907) 555-0100 ext. 12', 'tel:9075550100,12'],
    ]);
    const lines = within(part)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Dana Lee · Pantry coordinator · dana@example.org · (907) 555-0199',
      '(907) 555-0100 ext. 12 · Voice · Bethel office',
      // A fax number is not dialled.
      '(907) 555-0101 · Fax · Every location',
    ]);
  });
});
