import type { ParticipantProfileView, SchemaSectionView } from '@casework/contract';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import type { JsonSchema } from '../../../platform/forms/json-schema.ts';
import { FormErrorAlert, SchemaForm } from '../../../platform/forms/schema-form.tsx';
import { SchemaView, type SchemaViewProps } from '../../../platform/forms/schema-view.tsx';
import { fieldErrorsOf, unplacedErrors } from '../../../platform/forms/server-errors.ts';
import { showToast } from '../../../platform/forms/toast.ts';
import { useSaveProfileSection } from '../api/save-profile-section.ts';

const FIRST_FIELD =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/** The form's first field; of a yes/no question, the answer chosen, as Tab would reach it. */
function firstFieldOf(form: HTMLElement | null): HTMLElement | null {
  const first = form?.querySelector<HTMLInputElement>(FIRST_FIELD) ?? null;
  if (!form || first?.type !== 'radio' || first.name === '') return first;
  const chosen = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')];
  return chosen.find((radio) => radio.name === first.name) ?? first;
}

/** The room the fixed header takes at the top of the window (the page's scroll-padding-top). */
function headerRoom(): number {
  return parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
}

/** Brings the top of `element` into sight when it is above or below the window; leaves it when it is in sight. */
function bringTopIntoView(element: HTMLElement) {
  const { top } = element.getBoundingClientRect();
  if (top < headerRoom() || top > window.innerHeight) element.scrollIntoView({ block: 'start' });
}

const maskedHere = (profile: ParticipantProfileView, section: string) =>
  profile.masked.filter((m) => m.startsWith(`${section}.`));

/** The id of a section card's heading, for whatever moves the focus to a section. */
export const sectionHeadingId = (sectionName: string) => `section-${sectionName}`;

export interface ProfileSectionCardProps {
  participantId: string;
  section: SchemaSectionView;
  profile: ParticipantProfileView;
  canEdit: boolean;
  /**
   * Edit was pressed while sensitive fields of this section are masked: they must be revealed first. `openForm` opens
   * the form once they are.
   */
  onRevealNeeded: (openForm: () => void) => void;
  renderValue: SchemaViewProps['renderValue'];
  /** The section's heading level: 3 under a page's heading for the profile (default), 2 as a card of the page. */
  headingOrder?: 2 | 3;
}

/**
 * One section of the profile: its values, or its form while edited. Edit puts the focus on the form's first field;
 * Save and Cancel put it back on Edit, with the section in sight, so the keyboard carries on where it was.
 */
export function ProfileSectionCard({
  participantId,
  section,
  profile,
  canEdit,
  onRevealNeeded,
  renderValue,
  headingOrder = 3,
}: ProfileSectionCardProps) {
  const masked = maskedHere(profile, section.name);
  const [editing, setEditing] = useState(false);
  const save = useSaveProfileSection(participantId);
  const schema = section.schema as JsonSchema;
  const value = profile.sections[section.name] ?? {};
  const headingId = sectionHeadingId(section.name);
  const errors = fieldErrorsOf(save.error, `body.sections.${section.name}.`);
  const known = Object.keys(schema.properties ?? {});
  const stray = unplacedErrors(errors, known);

  const cardRef = useRef<HTMLElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the form has opened or closed; nothing moves it when the section first shows.
  const focusNext = useRef<'form' | 'edit' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'form' && editing) firstFieldOf(formRef.current)?.focus();
    if (target === 'edit' && !editing && editRef.current) {
      if (cardRef.current) bringTopIntoView(cardRef.current);
      editRef.current.focus({ preventScroll: true });
    }
  }, [editing]);

  function openForm() {
    focusNext.current = 'form';
    setEditing(true);
  }

  function closeForm() {
    focusNext.current = 'edit';
    setEditing(false);
  }

  return (
    <Card ref={cardRef} withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={headingOrder} size={headingOrder === 2 ? 'h4' : 'h5'} id={headingId}>
              {section.title}
            </Title>
            <Text size="sm" c="dimmed">
              {section.description}
            </Text>
          </Stack>
          {canEdit && !editing ? (
            <Button
              ref={editRef}
              size="xs"
              variant="light"
              aria-label={`Edit ${section.title}`}
              onClick={() => (masked.length > 0 ? onRevealNeeded(openForm) : openForm())}
              title={masked.length > 0 ? 'Reveal the sensitive fields first, so they are kept' : undefined}
            >
              Edit
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <div ref={formRef}>
            <SchemaForm
              idPrefix={`profile-${section.name}`}
              schema={schema}
              value={value}
              errors={errors}
              submitting={save.isPending}
              submitLabel={`Save ${section.title}`}
              onCancel={() => {
                save.reset();
                closeForm();
              }}
              footer={
                <FormErrorAlert
                  message={
                    save.isError && (stray.length > 0 || Object.keys(errors).length === 0)
                      ? [errorMessage(save.error), ...stray].join(' ')
                      : null
                  }
                />
              }
              onSubmit={(values) =>
                save.mutate(
                  { section: section.name, values, exists: profile.updatedAt !== null },
                  {
                    onSuccess: () => {
                      closeForm();
                      showToast({ color: 'teal', message: `${section.title} saved.` });
                    },
                  },
                )
              }
            />
          </div>
        ) : (
          <SchemaView schema={schema} value={value} renderValue={renderValue} />
        )}
      </Stack>
    </Card>
  );
}
