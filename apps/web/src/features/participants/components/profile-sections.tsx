import {
  PREFERRED_EMAIL_ID,
  PREFERRED_PHONE_ID,
  type ParticipantProfileView,
  type SchemaSectionView,
} from '@casework/contract';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import type { JsonSchema } from '../../../platform/forms/json-schema.ts';
import { ReasonDialog } from '../../../platform/forms/reason-dialog.tsx';
import { FormErrorAlert, SchemaForm } from '../../../platform/forms/schema-form.tsx';
import { SchemaView, type SchemaViewProps } from '../../../platform/forms/schema-view.tsx';
import { fieldErrorsOf, unplacedErrors } from '../../../platform/forms/server-errors.ts';
import { useProfile } from '../api/get-profile.ts';
import { useProfileSections } from '../api/list-profile-sections.ts';
import { useRevealProfile } from '../api/reveal-profile.ts';
import { useSaveProfileSection } from '../api/save-profile-section.ts';

export interface ProfileSectionsProps {
  participantId: string;
  /** Staff see every section and may reveal; a participant sees the sections they may edit. */
  viewer: 'staff' | 'participant';
  /** Only these sections (by name); all when left out. */
  only?: readonly string[];
  /** View only, no Edit (a record merged into another). */
  readOnly?: boolean;
  /**
   * The record's own e-mail and preferred phone (formatted), shown above the profile. While the contact section
   * names no preferred e-mail or phone, these are the ones used, so they are shown there instead of "Not given".
   */
  recordContact?: RecordContact;
}

export interface RecordContact {
  email: string | null;
  phone: string | null;
}

/** Shows an empty preferred e-mail or phone as the record's own, marked as coming from the details above. */
function recordContactInPlace(contact: RecordContact): NonNullable<SchemaViewProps['renderValue']> {
  return (path, _schema, value) => {
    const fromRecord =
      path === PREFERRED_EMAIL_ID ? contact.email : path === PREFERRED_PHONE_ID ? contact.phone : null;
    if (fromRecord === null || (typeof value === 'string' && value.trim() !== '')) return undefined;
    return (
      <>
        {fromRecord}{' '}
        <Text span inherit c="dimmed">
          (from the details above)
        </Text>
      </>
    );
  };
}

/** The profile, section by section, rendered from GET /schema/sections: view, and edit one section at a time. */
export function ProfileSections({
  participantId,
  viewer,
  only,
  readOnly = false,
  recordContact,
}: ProfileSectionsProps) {
  const sections = useProfileSections();
  const profile = useProfile(participantId);
  const reveal = useRevealProfile(participantId);
  const [revealOpen, setRevealOpen] = useState(false);

  if (sections.isError || profile.isError) {
    return (
      <Alert color="red" title="The profile could not be loaded" role="alert">
        {errorMessage(sections.error ?? profile.error)}
      </Alert>
    );
  }
  if (!sections.data || !profile.data) return <Loader size="sm" aria-label="Loading the profile" />;

  const shown = sections.data.items.filter(
    (s) => (!only || only.includes(s.name)) && (viewer === 'staff' || s.editableByParticipant),
  );
  const data = profile.data;

  return (
    <Stack gap="md">
      {viewer === 'staff' && data.masked.length > 0 ? (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Sensitive fields are masked.
          </Text>
          <Button size="xs" variant="light" onClick={() => setRevealOpen(true)}>
            Reveal sensitive fields
          </Button>
        </Group>
      ) : null}
      {shown.map((section) => (
        <SectionCard
          key={section.name}
          participantId={participantId}
          section={section}
          profile={data}
          canEdit={!readOnly && (viewer === 'staff' || section.editableByParticipant)}
          onRevealNeeded={() => setRevealOpen(true)}
          renderValue={
            recordContact && section.name === 'contactInformation'
              ? recordContactInPlace(recordContact)
              : undefined
          }
        />
      ))}
      <ReasonDialog
        opened={revealOpen}
        title="Reveal sensitive information"
        explanation="Say why you need to see it. Your name, this participant and your reason are written to the activity log."
        confirmLabel="Reveal"
        busy={reveal.isPending}
        error={reveal.isError ? (fieldErrorsOf(reveal.error).reason ?? errorMessage(reveal.error)) : null}
        onCancel={() => {
          reveal.reset();
          setRevealOpen(false);
        }}
        onConfirm={(reason) =>
          reveal.mutate(reason, {
            onSuccess: () => {
              setRevealOpen(false);
              showToast({
                color: 'teal',
                message: 'Sensitive fields are shown. The access was logged.',
              });
            },
          })
        }
      />
    </Stack>
  );
}

interface SectionCardProps {
  participantId: string;
  section: SchemaSectionView;
  profile: ParticipantProfileView;
  canEdit: boolean;
  onRevealNeeded: () => void;
  renderValue: SchemaViewProps['renderValue'];
}

function SectionCard({
  participantId,
  section,
  profile,
  canEdit,
  onRevealNeeded,
  renderValue,
}: SectionCardProps) {
  const [editing, setEditing] = useState(false);
  const save = useSaveProfileSection(participantId);
  const schema = section.schema as JsonSchema;
  const value = profile.sections[section.name] ?? {};
  const maskedHere = profile.masked.filter((m) => m.startsWith(`${section.name}.`));
  const headingId = `section-${section.name}`;
  const errors = fieldErrorsOf(save.error, `body.sections.${section.name}.`);
  const known = Object.keys(schema.properties ?? {});
  const stray = unplacedErrors(errors, known);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={3} size="h5" id={headingId}>
              {section.title}
            </Title>
            <Text size="sm" c="dimmed">
              {section.description}
            </Text>
          </Stack>
          {canEdit && !editing ? (
            <Button
              size="xs"
              variant="light"
              aria-label={`Edit ${section.title.toLowerCase()}`}
              onClick={() => (maskedHere.length > 0 ? onRevealNeeded() : setEditing(true))}
              title={
                maskedHere.length > 0 ? 'Reveal the sensitive fields first, so they are kept' : undefined
              }
            >
              Edit
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <SchemaForm
            idPrefix={`profile-${section.name}`}
            schema={schema}
            value={value}
            errors={errors}
            submitting={save.isPending}
            submitLabel={`Save ${section.title.toLowerCase()}`}
            onCancel={() => {
              save.reset();
              setEditing(false);
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
                    setEditing(false);
                    showToast({ color: 'teal', message: `${section.title} saved.` });
                  },
                },
              )
            }
          />
        ) : (
          <SchemaView schema={schema} value={value} renderValue={renderValue} />
        )}
      </Stack>
    </Card>
  );
}
