import { DEFAULT_TIME_ZONE, type MessageTemplateView } from '@casework/contract';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import { RichTextView } from '../../../platform/rich-text/rich-text-view.tsx';
import classes from './template-card.module.css';

export interface TemplateCardProps {
  template: MessageTemplateView;
  /** The team whose quick-messages screen shows the card (the edit page is under it). */
  teamId: string;
  headingOrder: 3 | 4;
  onDelete: (template: MessageTemplateView) => void;
}

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: DEFAULT_TIME_ZONE });

/** The start of the body; it fades out when there is more than fits. */
function ClippedPreview({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html]);
  return (
    <div ref={box} className={classes.preview} data-clipped={clipped || undefined}>
      <RichTextView html={html} />
    </div>
  );
}

/** One quick message: name, categories, the start of its text, its files, and edit / delete for those who may. */
export function TemplateCard({ template, teamId, headingOrder, onDelete }: TemplateCardProps) {
  const titleId = useId();
  const fileCount = template.files.length;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Title order={headingOrder} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {template.name}
            </Title>
            {/* "Uncategorised" is what the team's Uncategorised chip counts: its quick messages in no category.
                A personal one is in no team's count, so it says nothing here. */}
            {template.categories.length === 0 && template.type === 'personal' ? null : (
              <Group gap={4}>
                {template.categories.length === 0 ? (
                  <Badge size="sm" variant="outline" color="gray" tt="none">
                    Uncategorised
                  </Badge>
                ) : (
                  template.categories.map((c) => (
                    <Badge key={c.id} size="sm" variant="light" tt="none">
                      {c.name}
                    </Badge>
                  ))
                )}
              </Group>
            )}
          </Stack>
          {template.canEdit ? (
            <Group gap={2} wrap="nowrap">
              <RouterButton
                to="/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit"
                params={{ teamId, quickMessageId: template.id }}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit ${template.name}`}
                data-arrival-key={`template:${template.id}`}
              >
                Edit
              </RouterButton>
              <Tooltip label="Delete" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${template.name}`}
                  onClick={() => onDelete(template)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ) : null}
        </Group>
        <ClippedPreview html={template.bodyHtml} />
        <Group gap="sm" justify="space-between">
          <Text size="xs" c="dimmed">
            {fileCount > 0 ? (
              <>
                <IconPaperclip size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                {fileCount === 1 ? '1 file' : `${fileCount} files`}
              </>
            ) : (
              'No files'
            )}
          </Text>
          <Text size="xs" c="dimmed">
            Updated {updatedFormat.format(new Date(template.updatedAt))}
            {template.updatedBy ? ` by ${template.updatedBy.name}` : ''}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
