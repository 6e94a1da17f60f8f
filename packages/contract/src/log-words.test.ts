import { describe, expect, it } from 'vitest';
import { ACTIVITY_LOG_KINDS, LOG_CATEGORY_CODES } from './constants.ts';
import { CATEGORY_LABELS, KIND_LABELS, describeDetail, describeUserAction } from './log-words.ts';

const said = (action: string) => describeUserAction({ action });

describe('describeUserAction', () => {
  it('names the page a navigation went to', () => {
    expect(said('/staff/participant-management/search')).toBe('Opened the participant search');
    expect(said('/staff/inbox')).toBe('Opened their inbox');
    expect(said('/team-management/applications')).toBe('Opened the applications');
    expect(said('/team-management/0190a5b4-0000-7000-8000-000000000a01')).toBe("Opened a team's page");
    expect(said('/staff/team-inbox/0190a5b4-0000-7000-8000-000000000a01/quick-messages/create')).toBe(
      'Opened the new quick-message form',
    );
    expect(said('/staff/participant-management/participant-details/p7k3-m9qx/settings')).toBe(
      'Opened the settings of participant P7K3-M9QX',
    );
    expect(said('/participant/dashboard?tab=x#top')).toBe('Opened their dashboard');
    expect(said('/auth/error')).toBe('Opened the sign-in problem page');
  });

  it('prefers the route with more fixed segments where two fit', () => {
    // "/team-management/$teamId" and "/webhooks/$webhookId" fit these too.
    expect(said('/team-management/create')).toBe('Opened the new team form');
    expect(said('/webhooks/create')).toBe('Opened the new webhook form');
    expect(said('/webhooks/0190a5b4-0000-7000-8000-000000000b01')).toBe("Opened a webhook's page");
  });

  it('names a participant only where the segment is a participant id', () => {
    expect(said('/staff/participant-management/participant-details/not-an-id/settings')).toBe(
      'Opened a page in the staff area',
    );
  });

  it('says the area of a page it does not know, never its path', () => {
    expect(said('/webhooks/0190a5b4-0000-7000-8000-000000000b01/secret')).toBe(
      'Opened a page in the webhooks',
    );
    expect(said('/somewhere/else')).toBe('Opened a page of Casework');
  });

  it('reads an API call as what was done to which resource', () => {
    expect(said('GET /api/v1/participants/P7K3-M9QX')).toBe(
      'Viewed participant records (P7K3-M9QX) through the API',
    );
    expect(said('DELETE /api/v1/message-templates/0190a5b4-0000-7000-8000-000000000c01')).toBe(
      'Deleted from quick messages through the API',
    );
    expect(said('/api/v1/threads/0190a5b4-0000-7000-8000-000000000d01/replies')).toBe(
      'Used message threads through the API',
    );
    expect(said('POST /api/v1/unknown-thing')).toBe('Added to a part of Casework through the API');
  });

  it('keeps an action already in words, with a capital', () => {
    expect(said('searched services')).toBe('Searched services');
  });
});

describe('describeDetail', () => {
  it('labels the fields in words and leaves record ids out', () => {
    expect(
      describeDetail({
        term: 'food bank',
        results: 12,
        serviceId: '0190a5b4-0000-7000-8000-000000000999',
        fromPage: '/staff/inbox',
      }),
    ).toBe('Searched for: food bank, Results: 12, From page: Opened their inbox');
    expect(describeDetail({})).toBe('');
  });
});

describe('log labels', () => {
  it('has a readable label for every category code and kind, none of them the raw code', () => {
    for (const code of LOG_CATEGORY_CODES) expect(CATEGORY_LABELS[code]).not.toBe(code);
    expect(CATEGORY_LABELS.USERNAV).toBe('Navigation');
    for (const kind of ACTIVITY_LOG_KINDS) expect(KIND_LABELS[kind]).toMatch(/^[A-Z][a-z]/);
  });
});
