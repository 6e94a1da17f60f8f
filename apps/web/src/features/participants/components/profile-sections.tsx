import { PREFERRED_EMAIL_ID, PREFERRED_PHONE_ID } from '@casework/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../platform/forms/toast.ts';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { ReasonDialog } from '../../../platform/forms/reason-dialog.tsx';
import type { SchemaViewProps } from '../../../platform/forms/schema-view.tsx';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';
import { focusByScript } from '../../../platform/ui/focus-by-script.ts';
import { useProfile } from '../api/get-profile.ts';
import { useProfileSections } from '../api/list-profile-sections.ts';
import { participantKeys } from '../api/query-keys.ts';
import { useRevealProfile } from '../api/reveal-profile.ts';
import { ProfileSectionCard, sectionHeadingId } from './profile-section-card.tsx';

/** Why the reveal is asked for when Edit asked for it. */
const REVEAL_TO_EDIT =
  'To edit this section, first give a reason to see its sensitive details; it is logged.';
const REVEAL_TO_SEE =
  'Say why you need to see it. Your name, this participant and your reason are written to the activity log.';
const MASKED_AGAIN =
  'The profile was changed since you revealed its sensitive fields, so they are masked again.';

/** The reveal dialog, open: asked for to see the fields, or by Edit (which opens its form once they are shown). */
interface RevealRequest {
  thenEdit: (() => void) | null;
}

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
  /** The sections' heading level: 3 under a heading of the page (default), 2 when they are cards of the page. */
  headingOrder?: 2 | 3;
}

export interface RecordContact {
  email: string | null;
  phone: string | null;
}

/** The heading of a section's card (ProfileSectionCard), by the section's name. */
const sectionHeading = (name: string) => document.getElementById(sectionHeadingId(name));

/** The first section shown with masked fields (else the first shown): where a reveal leaves the focus. */
function firstMaskedSection(shown: readonly { name: string }[], masked: readonly string[]): string | null {
  const section = shown.find((s) => masked.some((path) => path.startsWith(`${s.name}.`))) ?? shown[0];
  return section?.name ?? null;
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
  headingOrder,
}: ProfileSectionsProps) {
  const sections = useProfileSections();
  const profile = useProfile(participantId);
  const reveal = useRevealProfile(participantId);
  const [revealing, setRevealing] = useState<RevealRequest | null>(null);
  // The record whose fields were revealed here. They stay shown while it is open (see keepRevealed in get-profile)
  // and are masked again once it is left: the next visit asks for a reason again.
  const [revealedFor, setRevealedFor] = useState<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (revealedFor === null) return;
    return () => queryClient.removeQueries({ queryKey: participantKeys.profile(revealedFor), exact: true });
  }, [queryClient, revealedFor]);
  // Revealed to see them, the fields' section takes the focus: the button that had it is gone with the masks.
  const focusAfterReveal = useRef<string | null>(null);
  useEffect(() => {
    const name = focusAfterReveal.current;
    if (name === null) return;
    focusAfterReveal.current = null;
    focusByScript(sectionHeading(name));
  });

  // Reading the profile afresh, without the reveal, masks the fields again; the Reveal button takes the focus.
  const revealButtonRef = useRef<HTMLButtonElement>(null);
  const focusRevealButton = useRef(false);
  useEffect(() => {
    if (!focusRevealButton.current || revealButtonRef.current === null) return;
    focusRevealButton.current = false;
    revealButtonRef.current.focus();
  });
  function hideRevealed() {
    focusRevealButton.current = true;
    setRevealedFor(null);
    void queryClient.resetQueries({ queryKey: participantKeys.profile(participantId), exact: true });
  }

  if (sections.isError || profile.isError) {
    return <ErrorAlert title="The profile could not be loaded" error={sections.error ?? profile.error} />;
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
          <Text size="sm" c="dimmed" role={revealedFor === participantId ? 'status' : undefined}>
            {revealedFor === participantId ? MASKED_AGAIN : 'Sensitive fields are masked.'}
          </Text>
          <Button
            ref={revealButtonRef}
            size="xs"
            variant="light"
            onClick={() => setRevealing({ thenEdit: null })}
          >
            Reveal sensitive fields
          </Button>
        </Group>
      ) : viewer === 'staff' && revealedFor === participantId ? (
        // Shown on request, they can be masked again at once: a screen left open, or someone walking past.
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            Sensitive fields are shown. They are masked again when you leave this record.
          </Text>
          <Button size="xs" variant="default" onClick={hideRevealed}>
            Hide sensitive fields
          </Button>
        </Group>
      ) : null}
      {shown.map((section) => (
        <ProfileSectionCard
          key={section.name}
          participantId={participantId}
          section={section}
          profile={data}
          canEdit={!readOnly && (viewer === 'staff' || section.editableByParticipant)}
          onRevealNeeded={(openForm) => setRevealing({ thenEdit: openForm })}
          renderValue={
            recordContact && section.name === 'contactInformation'
              ? recordContactInPlace(recordContact)
              : undefined
          }
          headingOrder={headingOrder}
        />
      ))}
      <ReasonDialog
        opened={revealing !== null}
        title="Reveal sensitive information"
        explanation={revealing?.thenEdit ? REVEAL_TO_EDIT : REVEAL_TO_SEE}
        confirmLabel="Reveal"
        busy={reveal.isPending}
        error={reveal.isError ? (fieldErrorsOf(reveal.error).reason ?? errorMessage(reveal.error)) : null}
        onCancel={() => {
          reveal.reset();
          setRevealing(null);
        }}
        onConfirm={(reason) =>
          reveal.mutate(reason, {
            onSuccess: () => {
              setRevealedFor(participantId);
              // Edit opens its form, which takes the focus; otherwise the first section that was masked does.
              if (!revealing?.thenEdit) focusAfterReveal.current = firstMaskedSection(shown, data.masked);
              setRevealing(null);
              showToast({
                color: 'teal',
                message: 'Sensitive fields are shown. The access was logged.',
              });
              // The profile in the cache is the revealed one by now, so the form opens with the real values.
              revealing?.thenEdit?.();
            },
          })
        }
      />
    </Stack>
  );
}
