import { ServiceRecommendationsReport } from '@casework/contract';
import { describe, it } from 'vitest';
import { expectSameVerdicts } from '../../../test/answer-agreement.ts';
import { RecommendationsAnswer } from './list-service-recommendations.ts';

describe('RecommendationsAnswer', () => {
  it('accepts and refuses what the contract does', () => {
    expectSameVerdicts(RecommendationsAnswer, ServiceRecommendationsReport, [
      {
        start: '2026-10-01',
        end: '2026-10-31',
        total: 1,
        items: [
          {
            id: '0190a5b4-0000-7000-8000-0000000000d1',
            service: {
              id: '0190a5b4-0000-7000-8000-0000000000d2',
              name: 'Elder meals',
              team: { id: '0190a5b4-0000-7000-8000-0000000000aa', name: 'Elder Services' },
            },
            participant: { participantId: 'P7K3M9', name: 'Pat Participant' },
            recommendedBy: { id: '0190a5b4-0000-7000-8000-000000000001', name: 'Sam Staff' },
            note: 'Tuesdays at noon',
            createdAt: '2026-10-05T18:00:00.000Z',
          },
        ],
        byService: [{ id: '0190a5b4-0000-7000-8000-0000000000d2', name: 'Elder meals', count: 1 }],
        byStaff: [{ id: '0190a5b4-0000-7000-8000-000000000001', name: 'Sam Staff', count: 1 }],
      },
      { start: null, end: '2026-10-31', total: 0, items: [], byService: [], byStaff: [] },
    ]);
  });
});
