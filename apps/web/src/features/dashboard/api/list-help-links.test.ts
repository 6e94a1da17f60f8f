import { ListHelpLinksResponse } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/answer-agreement.ts';
import { HelpLinksAnswer } from './list-help-links.ts';

describe('HelpLinksAnswer', () => {
  it('accepts and refuses what the contract does', () => {
    expectSameVerdicts(HelpLinksAnswer, ListHelpLinksResponse, [
      {
        items: [
          {
            id: '0190a5b4-0000-7000-8000-0000000000c1',
            title: 'Energy assistance',
            url: 'https://example.org/heat',
            description: 'Help with heating bills',
            sortOrder: -2,
            createdAt: '2026-10-01T12:00:00.000Z',
            updatedAt: '2026-10-02T12:00:00.000Z',
          },
        ],
        total: 1,
      },
      { items: [], total: 0 },
    ]);
  });
});
