import { CreateHelpLinkBody, HelpLinkUrl, type HelpLinkView } from '@casework/contract';
import { NumberInput, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { issuesByField } from '../../../platform/forms/issues-by-field.ts';
import { FormDialog } from '../../../platform/ui/form-dialog.tsx';
import { formErrors } from '../../../platform/ui/form-errors.ts';
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

/** Add or edit a help link; the address is checked as it is typed away from, and a preview shows the result. */
export function HelpLinkFormDialog({ helpLink, nextSortOrder, onClose }: HelpLinkFormDialogProps) {
  const [title, setTitle] = useState(helpLink?.title ?? '');
  const [url, setUrl] = useState(helpLink?.url ?? 'https://');
  const [description, setDescription] = useState(helpLink?.description ?? '');
  const [sortOrder, setSortOrder] = useState<number | string>(helpLink?.sortOrder ?? nextSortOrder);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const create = useCreateHelpLink();
  const update = useUpdateHelpLink();
  const mutation = helpLink ? update : create;
  const { errorFor, problem } = formErrors({ error: mutation.error, fields: FIELDS, clientErrors });
  const urlValid = HelpLinkUrl.safeParse(url).success;

  function checkUrl(value: string) {
    const result = HelpLinkUrl.safeParse(value);
    setClientErrors(({ url: _old, ...rest }) =>
      result.success ? rest : { ...rest, url: result.error.issues[0]?.message ?? 'Not a web address' },
    );
  }

  function submit() {
    const parsed = CreateHelpLinkBody.safeParse({
      title,
      url,
      description,
      sortOrder: typeof sortOrder === 'number' ? sortOrder : Number.NaN,
    });
    if (!parsed.success) {
      const issues = issuesByField(parsed.error);
      if (issues.sortOrder) issues.sortOrder = 'Enter a whole number from 0 to 10000';
      setClientErrors(issues);
      return;
    }
    setClientErrors({});
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
        onChange={(e) => setTitle(e.currentTarget.value)}
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
          const value = e.currentTarget.value;
          setUrl(value);
          // Once an error shows, it goes away as soon as the address is right.
          if (clientErrors.url) checkUrl(value);
        }}
        onBlur={() => checkUrl(url)}
        error={errorFor('url')}
        maxLength={2000}
        required
      />
      <Textarea
        label="Description"
        description="Optional: one sentence on what the participant finds there."
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
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
        onChange={setSortOrder}
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
