import { SERVICE_STATUSES } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import { notRecommendableReason } from './service-recommendability.ts';

const pantry = (status: (typeof SERVICE_STATUSES)[number]) => ({ name: 'Community Food Pantry', status });

describe('notRecommendableReason', () => {
  it('has no reason against an active service', () => {
    expect(notRecommendableReason(pantry('active'))).toBeNull();
    expect(notRecommendableReason(pantry('active'), 'named')).toBeNull();
  });

  it.each(SERVICE_STATUSES.filter((s) => s !== 'active'))('refuses a service that is %s', (status) => {
    expect(notRecommendableReason(pantry(status))).not.toBeNull();
    expect(notRecommendableReason(pantry(status), 'named')).not.toBeNull();
  });

  it('says on the service’s page that only active services can be, and what this one is', () => {
    expect(notRecommendableReason(pantry('temporarily closed'))).toBe(
      'Only active services can be recommended; this one is temporarily closed.',
    );
  });

  it('names the service in a list of chosen ones, and says to choose an active one', () => {
    expect(notRecommendableReason(pantry('defunct'), 'named')).toBe(
      'Community Food Pantry is defunct, so it cannot be recommended. Choose an active service.',
    );
  });
});
