import { describe, expect, it } from 'vitest';
import { movedKindLabel, movedLines } from './moved-kinds.ts';

describe('movedKindLabel', () => {
  it('names the kinds the server reports today, one and many', () => {
    expect(movedKindLabel('memberships', 1)).toBe('1 team membership');
    expect(movedKindLabel('memberships', 4)).toBe('4 team memberships');
    expect(movedKindLabel('threads', 1)).toBe('1 message thread');
    expect(movedKindLabel('templateCategories', 2)).toBe('2 quick-message categories');
    expect(movedKindLabel('templates', 1)).toBe('1 quick message');
  });

  it('reads an unknown kind readably instead of showing its key', () => {
    expect(movedKindLabel('webhookSubscriptions', 3)).toBe('3 webhook subscriptions');
    expect(movedKindLabel('webhookSubscriptions', 1)).toBe('1 webhook subscription');
    expect(movedKindLabel('serviceCategories', 1)).toBe('1 service category');
    expect(movedKindLabel('team_inbox_status', 1)).toBe('1 team inbox status');
    expect(movedKindLabel('unrespondedSLA', 2)).toBe('2 unresponded SLA');
  });
});

describe('movedLines', () => {
  it('leaves out kinds with nothing and lists known kinds first, in a fixed order', () => {
    expect(
      movedLines({ zebras: 2, templates: 0, threads: 5, memberships: 3, applications: 1, alpacas: 1 }).map(
        (line) => line.text,
      ),
    ).toEqual([
      '3 team memberships',
      '5 message threads',
      '1 application (messaging department)',
      '1 alpaca',
      '2 zebras',
    ]);
  });

  it('is empty when nothing moves', () => {
    expect(movedLines({ memberships: 0, threads: 0 })).toEqual([]);
  });
});
