import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@casework/contract';

/** The partners' event catalogue must not fall behind the events a webhook can subscribe to. */
const DOC = path.resolve(import.meta.dirname, '../../../../../docs/webhook-events.md');
const doc = readFileSync(DOC, 'utf8');

/** The JSON example bodies of the doc, by the heading of the section they are in. */
function examplesByHeading(): Map<string, unknown[]> {
  const examples = new Map<string, unknown[]>();
  let heading = '';
  for (const part of doc.split(/^```json\n([\s\S]*?)^```$/m).entries()) {
    const [index, text] = part;
    if (index % 2 === 0) {
      const headings = [...text.matchAll(/^### `([^`]+)`/gm)];
      if (headings.length > 0) heading = headings.at(-1)![1]!;
    } else {
      examples.set(heading, [...(examples.get(heading) ?? []), JSON.parse(text) as unknown]);
    }
  }
  return examples;
}

describe('docs/webhook-events.md', () => {
  const headings = [...doc.matchAll(/^### `([^`]+)`/gm)].map((m) => m[1]!);
  const examples = examplesByHeading();

  it.each(WEBHOOK_EVENTS.map((e) => [e.type]))('documents %s with an example body', (type) => {
    expect(headings).toContain(type);
    const [example] = (examples.get(type) ?? []) as { type?: string; timestamp?: string; data?: object }[];
    expect(example, `a JSON example under ### \`${type}\``).toBeDefined();
    expect(Object.keys(example!)).toEqual(['type', 'timestamp', 'data']);
    expect(example!.type).toBe(type);
    expect(example!.data).toHaveProperty('eventId');
  });

  it('documents no event that does not exist', () => {
    const known = new Set<string>(WEBHOOK_EVENTS.map((e) => e.type));
    expect(headings.filter((h) => !known.has(h))).toEqual([]);
  });
});
