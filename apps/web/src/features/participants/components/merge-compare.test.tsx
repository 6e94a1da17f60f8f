import type { ParticipantProfileView, ParticipantStaffView, SchemaSectionView } from '@casework/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildParticipantView } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubPhoneScreen } from '../../../test/screen-width.ts';
import { buildMergeRows, MergeCompare } from './merge-compare.tsx';

const profile = (participantId: string, sections: Record<string, unknown> = {}): ParticipantProfileView =>
  ({ participantId, sections, updatedAt: null, masked: [] }) as unknown as ParticipantProfileView;

const CONTACT: SchemaSectionView = {
  name: 'contact',
  title: 'Contact information',
  description: '',
  schema: { type: 'object', properties: { workPhone: { type: 'string', title: 'Work phone' } } },
  sensitiveFields: [],
  editableByParticipant: true,
} as unknown as SchemaSectionView;

function compare(
  source: ParticipantStaffView,
  target: ParticipantStaffView,
  sections: readonly SchemaSectionView[] = [],
  profiles: [ParticipantProfileView, ParticipantProfileView] = [
    profile(source.participantId),
    profile(target.participantId),
  ],
) {
  const rows = buildMergeRows(source, target, sections, ...profiles);
  renderWithProviders(
    <MergeCompare
      rows={rows}
      caption="Every field"
      sourceName="Source person"
      targetName="Target person"
      pick={(r) => r.fallback}
      onPick={() => undefined}
    />,
  );
}

const SOURCE = buildParticipantView({
  phones: [
    { number: '9075550100', isPreferred: false },
    { number: '19075550110', isPreferred: true },
  ],
});
const TARGET = buildParticipantView({
  participantId: 'H4RT-2VNB',
  phones: [{ number: '9075550220', isPreferred: true }],
});

const hrefs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);

describe('MergeCompare: phone numbers', () => {
  it('shows the numbers of both records as tel: links, the preferred first, beside the choice of preferred', () => {
    compare(SOURCE, TARGET);
    const row = screen.getByRole('row', { name: /^Record Phone numbers/ });
    const [source, target] = within(row).getAllByRole('cell');
    expect(hrefs(within(source!).getAllByRole('link'))).toEqual([
      ['(907) 555-0110', 'tel:19075550110'],
      ['(907) 555-0100', 'tel:9075550100'],
    ]);
    expect(source!.textContent).toContain('(907) 555-0110 (preferred), (907) 555-0100');
    expect(hrefs(within(target!).getAllByRole('link'))).toEqual([['(907) 555-0220', 'tel:9075550220']]);
    // The choice itself is no link: a radio's label holds nothing else to click.
    expect(
      within(row).getByRole('radio', { name: /keep target value Preferred: \(907\) 555-0220/ }),
    ).toBeTruthy();
  });

  it('shows the same numbers once as tel: links on a phone', () => {
    stubPhoneScreen();
    compare(SOURCE, { ...TARGET, phones: SOURCE.phones });
    const list = screen.getByRole('list', { name: 'Every field' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Phone numbers'))!;
    expect(hrefs(within(card).getAllByRole('link'))).toEqual([
      ['(907) 555-0110', 'tel:19075550110'],
      ['(907) 555-0100', 'tel:9075550100'],
    ]);
    expect(card.textContent).toContain('(the same on both)');
  });

  it('shows a phone of the profile, the same on both, as tel: links', () => {
    const same = { ...TARGET, phones: SOURCE.phones };
    compare(
      SOURCE,
      same,
      [CONTACT],
      [
        profile(SOURCE.participantId, { contact: { workPhone: '9075550133' } }),
        profile(TARGET.participantId, { contact: { workPhone: '9075550133' } }),
      ],
    );
    const row = screen.getByRole('row', { name: /^Contact information Work phone/ });
    expect(hrefs(within(row).getAllByRole('link'))).toEqual([
      ['(907) 555-0133', 'tel:9075550133'],
      ['(907) 555-0133', 'tel:9075550133'],
    ]);
  });
});

const ADDRESSES: SchemaSectionView = {
  ...CONTACT,
  schema: {
    type: 'object',
    properties: {
      homeAddress: {
        type: 'object',
        title: 'Home address',
        properties: {
          line1: { type: 'string', title: 'Address' },
          city: { type: 'string', title: 'City' },
          zip: { type: 'string', title: 'ZIP code' },
        },
      },
    },
  },
} as unknown as SchemaSectionView;

describe('MergeCompare: a nested field (an address)', () => {
  const withAddresses = () =>
    compare(
      SOURCE,
      TARGET,
      [ADDRESSES],
      [
        profile(SOURCE.participantId, {
          contact: { homeAddress: { line1: '88 Tundra Loop', city: 'Nome' } },
        }),
        profile(TARGET.participantId, {
          contact: { homeAddress: { line1: '412 Ridgecrest Dr', city: 'Bethel', zip: '99559' } },
        }),
      ],
    );

  it('shows its parts one under the other, and says them in one line to a screen reader', () => {
    withAddresses();
    const row = screen.getByRole('row', { name: /^Contact information Home address/ });
    const [source] = within(row).getAllByRole('cell');
    expect(source!.textContent).toBe('Address: 88 Tundra Loop\nCity: Nome');
    expect(getComputedStyle(row).whiteSpace).toBe('pre-line');
    expect(
      within(row).getByRole('radio', {
        name: 'Home address: keep target value Address: 412 Ridgecrest Dr, City: Bethel, ZIP code: 99559',
      }),
    ).toBeTruthy();
  });

  it('shows the parts as lines on a phone too', () => {
    stubPhoneScreen();
    withAddresses();
    const card = within(screen.getByRole('list', { name: 'Every field' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Home address'))!;
    expect(card.textContent).toContain('Address: 88 Tundra Loop\nCity: Nome');
    expect(getComputedStyle(card.firstElementChild!).whiteSpace).toBe('pre-line');
  });
});
