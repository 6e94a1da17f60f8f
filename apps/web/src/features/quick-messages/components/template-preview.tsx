import {
  TEMPLATE_SAMPLE_VALUES,
  fillTemplateVariables,
  isRichTextNonEmpty,
  templateValuesFor,
} from '@casework/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { RichTextView } from '../../../platform/rich-text/rich-text-view.tsx';
import { useCurrentUser } from '../../../platform/session/current-user.ts';

export interface TemplatePreviewProps {
  html: string;
  /** The team whose quick message this is: its name fills `{team.name}`. */
  teamName: string;
}

/**
 * The body as a participant would read it. What is known here is real: the writer's own name (whoever sends it
 * signs with theirs), the team and today's date; the participant and the subject are samples.
 */
export function TemplatePreview({ html, teamName }: TemplatePreviewProps) {
  const headingId = useId();
  const { user } = useCurrentUser();
  const values = {
    ...TEMPLATE_SAMPLE_VALUES,
    ...templateValuesFor({ participant: null, staff: user, teamName, subject: null }),
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <div>
          <Title order={2} size="h5" id={headingId}>
            Preview
          </Title>
          <Text size="xs" c="dimmed">
            With {TEMPLATE_SAMPLE_VALUES['participant.fullName']} as a sample participant. Your name is shown
            where the sender&apos;s goes: whoever sends it signs with their own. Sending fills in the real
            participant.
          </Text>
        </div>
        <div>
          {isRichTextNonEmpty(html) ? (
            <RichTextView html={fillTemplateVariables(html, values)} />
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
