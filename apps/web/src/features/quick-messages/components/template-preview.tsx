import { TEMPLATE_SAMPLE_VALUES, fillTemplateVariables, isRichTextNonEmpty } from '@casework/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { RichTextView } from '../../../platform/rich-text/rich-text-view.tsx';

/** The body as a participant would read it, with sample values in place of the variables. */
export function TemplatePreview({ html }: { html: string }) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5" id={headingId}>
            Preview
          </Title>
          <Text size="xs" c="dimmed">
            With sample values, e.g. {TEMPLATE_SAMPLE_VALUES['participant.fullName']} for the participant and{' '}
            {TEMPLATE_SAMPLE_VALUES['staff.fullName']} for you. Sending fills in the real ones.
          </Text>
        </div>
        <div>
          {isRichTextNonEmpty(html) ? (
            <RichTextView html={fillTemplateVariables(html, TEMPLATE_SAMPLE_VALUES)} />
          ) : (
            <Text size="sm" c="dimmed">
              The preview appears as you write.
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
