import { CreateHelpLinkBody, HelpLinkUrl, type HelpLinkView } from '@casework/contract';
import { NumberInput, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { issuesByField } from '../../../platform/forms/issues-by-field.ts';
import { FormDialog } from '../../../platform/ui/form-dialog.tsx';
import { formErrors, useClientChecks, useFieldsChangedSince } from '../../../platform/ui/form-errors.ts';
import { useCreateHelpLink } from '../api/create-help-link.ts';
import { useUpdateHelpLink } from '../api/update-help-link.ts';
import { saveCreateOrEdit } from './save-create-or-edit.ts';
import { HelpLinkPreview } from './help-link-preview.tsx';

export interface HelpLinkFormDialogProps {
  /** The link to edit; null to add one. */
  helpLink: HelpLinkView | null;
  /** Suggested sort order for a new link (after the last one). */
  nextSortOrder: number;
  onClose: () => void;
}

const FIELDS = ['title', 'url', 'description', 'sortOrder'] as const;

interface HelpLinkValues {
  title: string;
  url: string;
  description: string;
  sortOrder: number | string;
}

/** The contract's checks of the values, by field, with what to enter for the sort order. */
function checked(values: HelpLinkValues) {
  const parsed = CreateHelpLinkBody.safeParse({
    ...values,
    sortOrder: typeof values.sortOrder === 'number' ? values.sortOrder : Number.NaN,
  });
  const problems = parsed.success ? {} : issuesByField(parsed.error);
  if (problems.sortOrder) problems.sortOrder = 'Enter a whole number from 0 to 10000';
  return { parsed, problems };
}

/** Add or edit a help link; the address is checked as it is typed away from, and a preview shows the result. */
export function HelpLinkFormDialog({ helpLink, nextSortOrder, onClose }: HelpLinkFormDialogProps) {
  const [title, setTitle] = useState(helpLink?.title ?? '');
  const [url, setUrl] = useState(helpLink?.url ?? 'https://');
  const [description, setDescription] = useState(helpLink?.description ?? '');
  const [sortOrder, setSortOrder] = useState<number | string>(helpLink?.sortOrder ?? nextSortOrder);
  const create = useCreateHelpLink();
  const update = useUpdateHelpLink();
  const mutation = helpLink ? update : create;
  const { parsed, problems } = checked({ title, url, description, sortOrder });
  const checks = useClientChecks(problems);
  const { changed, markChanged } = useFieldsChangedSince(mutation.error);
  const { errorFor, problem } = formErrors({
    error: mutation.error,
    fields: FIELDS,
    clientErrors: checks.errors,
    changed,
  });
  const urlValid = HelpLinkUrl.safeParse(url).success;

  function submit() {
    if (!checks.passes() || !parsed.success) return;
    saveCreateOrEdit<CreateHelpLinkBody, HelpLinkView>({
      body: parsed.data,
      create: create.mutate,
      edit: helpLink && {
        current: helpLink,
        update: (changes, options) => update.mutate({ helpLinkId: helpLink.id, body: changes }, options),
      },
      nameOf: (saved) => `“${saved.title}”`,
      onClose,
    });
  }

  return (
    <FormDialog
      title={helpLink ? 'Edit help link' : 'Add a help link'}
      onClose={onClose}
      onSubmit={submit}
      pending={mutation.isPending}
      problem={problem}
      submitLabel={helpLink ? 'Save changes' : 'Add link'}
    >
      <TextInput
        label="Title"
        description="The words participants click, e.g. “Alaska 211 help line”."
        value={title}
        onChange={(e) => {
          setTitle(e.currentTarget.value);
          markChanged('title');
        }}
        error={errorFor('title')}
        maxLength={120}
        required
        data-autofocus
      />
      <TextInput
        label="Web address"
        description="A full address starting with https:// (or http://)."
        type="url"
        inputMode="url"
        autoComplete="url"
        value={url}
        onChange={(e) => {
          setUrl(e.currentTarget.value);
          markChanged('url');
        }}
        // Checked as it is left; once its error shows, it goes away as soon as the address is right.
        onBlur={() => checks.checkField('url')}
        error={errorFor('url')}
        maxLength={2000}
        required
      />
      <Textarea
        label="Description"
        description="Optional: one sentence on what the participant finds there."
        value={description}
        onChange={(e) => {
          setDescription(e.currentTarget.value);
          markChanged('description');
        }}
        error={errorFor('description')}
        maxLength={300}
        autosize
        minRows={2}
        maxRows={5}
      />
      <NumberInput
        label="Sort order"
        description="Lower numbers come first; links with the same number are sorted by title."
        value={sortOrder}
        onChange={(value) => {
          // A number input may answer a focus or a blur with the value it has: that changes nothing.
          if (value !== sortOrder) markChanged('sortOrder');
          setSortOrder(value);
        }}
        error={errorFor('sortOrder')}
        min={0}
        max={10_000}
        allowDecimal={false}
        allowNegative={false}
        w={{ base: '100%', xs: 220 }}
      />
      <HelpLinkPreview title={title} url={url} description={description} urlValid={urlValid} />
    </FormDialog>
  );
}
