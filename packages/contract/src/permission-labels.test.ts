import { describe, expect, it } from 'vitest';
import { PERMISSION_LABELS, PERMISSION_VALUES } from './constants.ts';

describe('PERMISSION_LABELS', () => {
  it('gives every permission a name and a sentence, in words for people, without any permission code', () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSION_VALUES].sort());
    for (const { label, description } of Object.values(PERMISSION_LABELS)) {
      expect(label).toMatch(/^[A-Z][a-z]/);
      expect(description).toMatch(/^[A-Z].*\.$/);
      for (const code of PERMISSION_VALUES) expect(`${label} ${description}`).not.toContain(code);
      // No dotted identifiers of any kind ("TeamInbox.Access", "Reports.View").
      expect(`${label} ${description}`).not.toMatch(/\b[A-Z]\w*\.[A-Z]\w*\b/);
    }
  });
});
