import {
  TEMPLATE_CATEGORIES_MAX,
  TEMPLATE_NAME_MAX_CHARS,
  isRichTextNonEmpty,
  type MessageTemplateView,
  type TemplateType,
} from '@casework/contract';
import { Alert, Grid, Group, Loader, MultiSelect, Paper, Radio, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../../platform/api/api-error.ts';
import { fieldErrorsOf, unplacedErrors } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { Page } from '../../../platform/layout/page.tsx';
import type { TeamMembership } from '../../../platform/session/roles.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useCreateMessageTemplate } from '../api/create-message-template.ts';
import { useMessageTemplate } from '../api/get-message-template.ts';
import { useTemplateCategories } from '../api/list-template-categories.ts';
import { useUpdateMessageTemplate } from '../api/update-message-template.ts';
import { BackToQuickMessages, LoadFailedPage, NotFoundPage } from './edit-page-states.tsx';
import { QuickMessagesFrame } from './quick-messages-frame.tsx';
import { TemplateBodyEditor } from './template-body-editor.tsx';
import { PendingTemplateFiles, TemplateFilesManager } from './template-files.tsx';
import { EMPTY_BODY_PROBLEM, unknownVariablesProblem } from './template-body-checks.ts';
import { TemplatePreview } from './template-preview.tsx';
import { usePendingUploads } from './use-pending-uploads.ts';
import { focusOnArrival } from './arrival-focus.ts';
import { UnsavedChangesGuard } from '../../../platform/forms/unsaved-changes-guard.tsx';

export interface TemplateFormPageProps {
  teamId: string;
  /** Editing this template; creating a new one when absent. */
  templateId?: string;
}

/** /quick-messages/create and /quick-messages/[quickMessageId]/edit. */
export function TemplateFormPage({ teamId, templateId }: TemplateFormPageProps) {
  const title = templateId === undefined ? 'New quick message' : 'Edit quick message';
  return (
    <QuickMessagesFrame teamId={teamId} current={title}>
      {(team) =>
        templateId === undefined ? (
          <TemplateForm team={team} title={title} template={null} />
        ) : (
          <EditTemplate team={team} title={title} templateId={templateId} />
        )
      }
    </QuickMessagesFrame>
  );
}

function EditTemplate({
  team,
  title,
  templateId,
}: {
  team: TeamMembership;
  title: string;
  templateId: string;
}) {
  const template = useMessageTemplate(templateId);
  if (template.isError)
    return (
      <LoadFailedPage
        title={title}
        maw={720}
        heading="The quick message could not be loaded"
        error={template.error}
      />
    );
  if (template.data === undefined) return <Loader size="sm" aria-label="Loading the quick message" />;
  if (template.data === null || !template.data.canEdit)
    return (
      <NotFoundPage title={title} maw={720} team={team} heading="Quick message not found">
        This quick message does not exist any more, or it is not yours to change.
      </NotFoundPage>
    );
  return <TemplateForm key={template.data.id} team={team} title={title} template={template.data} />;
}

const sameBody = (a: string, b: string) => a === b || (!isRichTextNonEmpty(a) && !isRichTextNonEmpty(b));
const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

interface TemplateFormProps {
  team: TeamMembership;
  title: string;
  template: MessageTemplateView | null;
}

function TemplateForm({ team, title, template }: TemplateFormProps) {
  const navigate = useNavigate();
  const categories = useTemplateCategories(team.id);
  const create = useCreateMessageTemplate();
  const update = useUpdateMessageTemplate(template?.id ?? '');
  const [name, setName] = useState(template?.name ?? '');
  const [type, setType] = useState<TemplateType>(template?.type ?? 'team');
  const [categoryIds, setCategoryIds] = useState<string[]>(template?.categories.map((c) => c.id) ?? []);
  const [body, setBody] = useState(template?.bodyHtml ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const { uploads, uploading, upload } = usePendingUploads();
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const editing = template !== null;
  const saving = create.isPending || update.isPending || uploading;
  const error = editing ? update.error : create.error;
  const server = fieldErrorsOf(error);
  // Files added to a quick message being edited are saved as they are added: only new ones wait for Save.
  const dirty =
    name.trim() !== (template?.name ?? '').trim() ||
    type !== (template?.type ?? 'team') ||
    !sameIds(categoryIds, template?.categories.map((c) => c.id) ?? []) ||
    !sameBody(body, template?.bodyHtml ?? '') ||
    files.length > 0;

  // A template of this team keeps the categories it has in other teams (personal ones may be in any team's).
  const options = [
    ...(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
    ...(template?.categories ?? [])
      .filter((c) => !categories.data?.items.some((k) => k.id === c.id))
      .map((c) => ({ value: c.id, label: c.name })),
  ];

  const unknownProblem = unknownVariablesProblem(body);
  const client = {
    name: checked && name.trim() === '' ? 'Give the quick message a name' : undefined,
    body: checked && !isRichTextNonEmpty(body) ? EMPTY_BODY_PROBLEM : (unknownProblem ?? undefined),
  };
  const taken = isApiError(error) && error.status === 409 ? errorMessage(error) : undefined;
  const nameError = client.name ?? server.name ?? taken;
  const bodyError = client.body ?? server.body;
  const placed = ['name', 'type', 'teamId', 'categoryIds', 'body'];
  const unplaced = unplacedErrors(server, placed);
  const shownAtFields = taken !== undefined || Object.keys(server).some((k) => placed.includes(k));
  const formError = !error
    ? null
    : unplaced.length > 0
      ? unplaced.join(' ')
      : shownAtFields
        ? null
        : errorMessage(error);

  function focusFirstProblem(problems: { name?: string; body?: string }) {
    const form = formRef.current;
    if (!form) return;
    if (problems.name) form.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    else if (problems.body) form.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setChecked(true);
    const problems = {
      name: name.trim() === '' ? 'missing' : undefined,
      body: !isRichTextNonEmpty(body) || unknownProblem ? 'bad' : undefined,
    };
    if (problems.name || problems.body) {
      focusFirstProblem(problems);
      return;
    }
    // Saved: nothing is left to lose, so the unsaved-changes question is not asked.
    const toList = (savedId: string) => {
      focusOnArrival(`template:${savedId}`);
      return navigate({
        to: '/staff/team-inbox/$teamId/quick-messages',
        params: { teamId: team.id },
        ignoreBlocker: true,
      });
    };
    try {
      if (editing) {
        const saved = await update.mutateAsync({ name, categoryIds, body });
        showToast({ color: 'teal', message: `Quick message saved: ${saved.name}` });
        await toList(saved.id);
        return;
      }
      const saved = await create.mutateAsync({
        name,
        type,
        ...(type === 'team' ? { teamId: team.id } : {}),
        categoryIds,
        body,
      });
      const failure = await upload(saved.id, files);
      if (failure) {
        showToast({
          color: 'orange',
          autoClose: false,
          title: 'Quick message saved, but not every file was attached',
          message: `${errorMessage(failure)} Add the file again here.`,
        });
        await navigate({
          to: '/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit',
          params: { teamId: team.id, quickMessageId: saved.id },
          ignoreBlocker: true,
        });
        return;
      }
      showToast({ color: 'teal', message: `Quick message saved: ${saved.name}` });
      await toList(saved.id);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      focusFirstProblem({ name: fields.name, body: fields.body });
      showToast({ color: 'red', title: 'Not saved', message: errorMessage(e) });
    }
  }

  return (
    <Page
      title={title}
      documentTitle={`${title} · ${team.name}`}
      description="Write it once, use it in any reply. Variables are filled in for the thread it is used in."
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder radius="md" p="lg">
            <form
              ref={formRef}
              onSubmit={(e) => void submit(e)}
              noValidate
              aria-busy={saving}
              aria-label={title}
            >
              <Stack gap="md">
                <TextInput
                  label="Name"
                  description="Shown in the quick-message list and searched"
                  name="name"
                  withAsterisk
                  aria-required
                  maxLength={TEMPLATE_NAME_MAX_CHARS}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  error={nameError}
                  autoComplete="off"
                />
                <Radio.Group
                  label="Who uses it"
                  description={editing ? 'This cannot be changed once the quick message exists.' : undefined}
                  value={type}
                  onChange={(value) => setType(value as TemplateType)}
                  error={server.type ?? server.teamId}
                >
                  <Stack gap={6} mt={6}>
                    <Radio
                      value="team"
                      label={`Team: everyone who works the ${team.name} inbox`}
                      disabled={editing}
                    />
                    <Radio value="personal" label="Personal: only you" disabled={editing} />
                  </Stack>
                </Radio.Group>
                <MultiSelect
                  label="Categories"
                  description={`Group it with others on the quick-messages page; none is Uncategorised. At most ${TEMPLATE_CATEGORIES_MAX}.`}
                  placeholder={categoryIds.length === 0 ? 'Uncategorised' : undefined}
                  data={options}
                  value={categoryIds}
                  onChange={setCategoryIds}
                  maxValues={TEMPLATE_CATEGORIES_MAX}
                  searchable
                  clearable
                  nothingFoundMessage="No category of that name"
                  error={
                    server.categoryIds ?? (categories.isError ? errorMessage(categories.error) : undefined)
                  }
                  comboboxProps={{ withinPortal: true }}
                />
                <TemplateBodyEditor
                  label="Message"
                  description="Use “Insert variable” for details that change: the participant's name, yours, the date."
                  initialHtml={template?.bodyHtml ?? ''}
                  onChange={setBody}
                  error={bodyError}
                  disabled={saving}
                />
                {editing ? (
                  <TemplateFilesManager templateId={template.id} />
                ) : (
                  <PendingTemplateFiles
                    files={files}
                    onChange={setFiles}
                    uploads={uploads}
                    disabled={saving}
                  />
                )}
                {formError ? (
                  <Alert color="red" role="alert" title="Not saved">
                    {formError}
                  </Alert>
                ) : null}
                <Group gap="sm">
                  <PendingButton type="submit" pending={saving}>
                    {editing ? 'Save changes' : 'Save quick message'}
                  </PendingButton>
                  <BackToQuickMessages team={team} variant="default" disabled={saving} ignoreBlocker>
                    Cancel
                  </BackToQuickMessages>
                </Group>
              </Stack>
              <UnsavedChangesGuard dirty={dirty} what="the quick message" />
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 1rem)' }}>
            <TemplatePreview html={body} teamName={team.name} />
          </div>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
