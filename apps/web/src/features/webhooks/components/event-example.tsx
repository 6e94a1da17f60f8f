import type { WebhookEventInfo } from '@casework/contract';
import { Box, Code, Text, VisuallyHidden } from '@mantine/core';

/** A fixed instant for the examples, so they read the same every time. */
const EXAMPLE_TIME = '2026-03-04T21:05:09.000Z';

/** The request body a receiver gets for one event: `{ type, timestamp, data }`. */
export function examplePayload(event: Pick<WebhookEventInfo, 'type' | 'example'>): string {
  return JSON.stringify({ type: event.type, timestamp: EXAMPLE_TIME, data: event.example }, null, 2);
}

/** "Example payload", folded until asked for (a native disclosure: keyboard and screen readers know it). */
export function EventExample({ event }: { event: Pick<WebhookEventInfo, 'type' | 'example'> }) {
  return (
    <Box component="details" mt={4}>
      <Text
        component="summary"
        size="sm"
        c="var(--casework-color-strong-link)"
        style={{ cursor: 'pointer', width: 'fit-content' }}
      >
        Example payload<VisuallyHidden> of {event.type}</VisuallyHidden>
      </Text>
      <Code block mt={4} fz="xs" style={{ maxHeight: 280, overflow: 'auto' }}>
        {examplePayload(event)}
      </Code>
    </Box>
  );
}
