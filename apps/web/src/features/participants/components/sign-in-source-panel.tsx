import { SIGN_IN_SOURCES, type SignInSource } from '@casework/contract';
import { Alert, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { showToast } from '../../../platform/forms/toast.ts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../platform/forms/server-errors.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { useSignInSource } from '../api/get-sign-in-source.ts';
import { useSignInSources } from '../api/list-sign-in-sources.ts';
import { useUpdateSignInSource } from '../api/update-sign-in-source.ts';
import { formatOrganisationTime } from '../../../platform/ui/organisation-time.ts';
import { statusLabel } from './participant-format.ts';
import { ErrorAlert } from '../../../platform/ui/error-alert.tsx';

const SOURCE_LABELS: Record<SignInSource, string> = {
  credentials: 'E-mail and password',
  oidc: 'Organisation sign-in (single sign-on)',
  none: 'No sign-in (account switched off)',
};

function lastSignIn(iso: string | null): string {
  return iso ? formatOrganisationTime(iso) : 'never';
}

export interface SignInSourcePanelProps {
  participantId: string;
  /** Staff may change it (not on a merged record). */
  editable: boolean;
  /** Who reads it; staff when left out. */
  viewer?: 'staff' | 'participant';
}

/** How the participant signs in: shown to both; staff may change it. */
export function SignInSourcePanel({ participantId, editable, viewer = 'staff' }: SignInSourcePanelProps) {
  const current = useSignInSource(participantId);
  // The ways to sign in, with the name the organisation gives its single sign-on, are for staff: the server refuses
  // them to a participant (a wasted round trip), who reads the method in the app's own words.
  const options = useSignInSources(participantId, { enabled: viewer === 'staff' });
  if (current.isError)
    return <ErrorAlert title="The sign-in method could not be loaded" error={current.error} />;
  if (current.isPending) return <Loader size="sm" aria-label="Loading the sign-in method" />;
  if (!current.data) return <Text c="dimmed">No sign-in information.</Text>;
  const view = current.data;
  const names = new Map((options.data?.items ?? []).map((o) => [o.id as SignInSource, o.name]));
  return (
    <Stack gap="sm">
      {/* An e-mail address longer than a phone's line (at 200% text) breaks where it must instead of spilling out. */}
      {viewer === 'participant' ? (
        // Their own: in their words, and how to change it (only staff can). The account's status and the last
        // sign-in (this one) tell them nothing.
        <Text style={{ overflowWrap: 'anywhere' }}>
          You sign in with <strong>{SOURCE_LABELS[view.source]}</strong>
          {view.email ? ` (${view.email})` : ''}. To change how you sign in, ask a staff member.
        </Text>
      ) : (
        <Text style={{ overflowWrap: 'anywhere' }}>
          Signs in with: <strong>{names.get(view.source) ?? SOURCE_LABELS[view.source]}</strong>
          {view.email ? ` (${view.email})` : ''}. Account: {statusLabel(view.accountStatus)}. Last sign-in:{' '}
          {lastSignIn(view.lastSignInAt)}.
        </Text>
      )}
      {editable ? (
        <SignInSourceForm
          key={`${view.source}-${view.email ?? ''}`}
          participantId={participantId}
          source={view.source}
          email={view.email ?? ''}
          names={names}
        />
      ) : null}
    </Stack>
  );
}

function SignInSourceForm({
  participantId,
  source: initialSource,
  email: initialEmail,
  names,
}: {
  participantId: string;
  source: SignInSource;
  email: string;
  names: Map<SignInSource, string>;
}) {
  const [source, setSource] = useState<SignInSource>(initialSource);
  const [email, setEmail] = useState(initialEmail);
  const update = useUpdateSignInSource(participantId);
  const errors = fieldErrorsOf(update.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    // mutateAsync, not mutate's own callbacks: the panel keys this form by the saved method, so a change puts a new
    // form in its place, and mutate does not call back a component that has gone (no toast came). A refusal shows
    // in the form (update.error), as before.
    void update.mutateAsync({ source, ...(email.trim() !== '' && source !== 'none' ? { email } : {}) }).then(
      () => showToast({ color: 'teal', message: 'Sign-in method saved.' }),
      () => undefined,
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change the sign-in method">
      <Stack gap="sm" maw={520}>
        <Radio.Group
          label="Sign-in method"
          value={source}
          onChange={(v) => setSource(v as SignInSource)}
          error={errors.source}
        >
          <Stack gap={6} mt={6}>
            {SIGN_IN_SOURCES.map((s) => (
              <Radio key={s} value={s} label={names.get(s) ?? SOURCE_LABELS[s]} />
            ))}
          </Stack>
        </Radio.Group>
        {source === 'none' ? (
          <Alert color="yellow" variant="light">
            The participant will be signed out everywhere at once and will not be able to sign in.
          </Alert>
        ) : (
          <TextInput
            label="Sign-in e-mail"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
        )}
        {update.isError && Object.keys(errors).length === 0 ? (
          <ErrorAlert title="The sign-in method was not changed" error={update.error} />
        ) : null}
        <Group>
          <PendingButton type="submit" pending={update.isPending}>
            Save sign-in method
          </PendingButton>
        </Group>
      </Stack>
    </form>
  );
}
