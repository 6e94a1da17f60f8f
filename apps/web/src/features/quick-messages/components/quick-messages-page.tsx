import type { MessageTemplateView } from '@casework/contract';
import { Grid, Group, Stack, Title } from '@mantine/core';
import { IconCategoryPlus, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ConfirmDialog } from '../../../platform/forms/confirm-dialog.tsx';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import { RouterButton } from '../../../platform/layout/router-links.tsx';
import type { TeamMembership } from '../../../platform/session/roles.ts';
import { useDeleteMessageTemplate } from '../api/delete-message-template.ts';
import { useMyTemplatesPaged } from '../api/list-message-templates.ts';
import { useTeamTemplates } from '../api/list-team-templates.ts';
import { useTemplateCategories } from '../api/list-template-categories.ts';
import { QuickMessagesFrame } from './quick-messages-frame.tsx';
import { useListFocusOnArrival } from './arrival-focus.ts';
import { CategoryChips } from './category-chips.tsx';
import { TemplateSearchBox } from './template-search-box.tsx';
import { CardStack, CategoryGroups, TemplateList } from './template-groups.tsx';

export interface QuickMessagesPageProps {
  teamId: string;
  /** The search term of the address (`?term=`). */
  term: string | undefined;
  onTermChange: (term: string | undefined) => void;
}

/**
 * /staff/team-inbox/[teamId]/quick-messages: the team's quick messages by category (Uncategorised last; best match
 * first while searching), the user's personal ones beside them, and the team's categories with their counts.
 */
export function QuickMessagesPage({ teamId, term, onTermChange }: QuickMessagesPageProps) {
  return (
    <QuickMessagesFrame teamId={teamId}>
      {(team) => <QuickMessages team={team} term={term} onTermChange={onTermChange} />}
    </QuickMessagesFrame>
  );
}

interface QuickMessagesProps extends Omit<QuickMessagesPageProps, 'teamId'> {
  team: TeamMembership;
}

function QuickMessages({ team, term, onTermChange }: QuickMessagesProps) {
  const categories = useTemplateCategories(team.id);
  const teamTemplates = useTeamTemplates(team.id, term);
  const mine = useMyTemplatesPaged(term);
  const [deleting, setDeleting] = useState<MessageTemplateView | null>(null);
  const remove = useDeleteMessageTemplate();
  const teamHeadingId = useId();
  const mineHeadingId = useId();
  const searching = (term ?? '').trim() !== '';
  useListFocusOnArrival(
    categories.isFetched &&
      teamTemplates.isFetched &&
      mine.isFetched &&
      !categories.isFetching &&
      !teamTemplates.isFetching &&
      !mine.isFetching,
  );

  function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        showToast({ color: 'teal', message: `Quick message deleted: ${name}` });
        setDeleting(null);
      },
      onError: (error) => showToast({ color: 'red', title: 'Not deleted', message: errorMessage(error) }),
    });
  }

  return (
    <Page
      title="Quick messages"
      documentTitle={`Quick messages · ${team.name}`}
      description={`Ready answers for ${team.name}. Insert them in any reply with the Quick messages button (Ctrl+/).`}
      actions={
        <Group gap="sm">
          <RouterButton
            to="/staff/team-inbox/$teamId/quick-messages/categories/create"
            params={{ teamId: team.id }}
            variant="default"
            leftSection={<IconCategoryPlus size={16} aria-hidden />}
          >
            New category
          </RouterButton>
          <RouterButton
            to="/staff/team-inbox/$teamId/quick-messages/create"
            params={{ teamId: team.id }}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New quick message
          </RouterButton>
        </Group>
      }
    >
      <CategoryChips teamId={team.id} query={categories} />
      <TemplateSearchBox value={term} onSearch={onTermChange} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby={teamHeadingId}>
            <Title order={2} size="h4" id={teamHeadingId}>
              {team.name}
            </Title>
            <TemplateList
              query={teamTemplates}
              empty={
                searching
                  ? `No quick message of ${team.name} matches “${term}”.`
                  : `${team.name} has no quick messages yet. Create the first one with “New quick message”.`
              }
              render={(items) =>
                searching ? (
                  <CardStack items={items} teamId={team.id} headingOrder={3} onDelete={setDeleting} />
                ) : (
                  <CategoryGroups
                    items={items}
                    categories={categories.data?.items ?? []}
                    teamId={team.id}
                    onDelete={setDeleting}
                  />
                )
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" component="section" aria-labelledby={mineHeadingId}>
            <Title order={2} size="h4" id={mineHeadingId}>
              Your personal quick messages
            </Title>
            <TemplateList
              query={mine}
              empty={
                searching
                  ? `None of your personal quick messages matches “${term}”.`
                  : 'Only you see these. Choose “Personal” when you create a quick message.'
              }
              render={(items) => (
                <CardStack items={items} teamId={team.id} headingOrder={3} onDelete={setDeleting} />
              )}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this quick message?"
        confirmLabel="Delete quick message"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting ? deleteWarning(deleting) : ''}
      </ConfirmDialog>
    </Page>
  );
}

/** What deleting a quick message does, in words. */
function deleteWarning(template: MessageTemplateView): string {
  const what = `“${template.name}”${template.files.length > 0 ? ' and its files' : ''}`;
  const who = template.team ? ` for everyone who works the ${template.team.name} inbox` : '';
  return `${what} will be deleted${who}. Messages already sent with it are not changed.`;
}
