import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { signInWithCredentials } from '../api/sign-in-with-credentials.ts';
import { PasswordInput } from '../../../platform/ui/password-input.tsx';

export interface SignInFormProps {
  /** Sent to Auth.js as callbackUrl. */
  callbackUrl: string;
  /** A notice or error to show before the first attempt (from the ?error= code). */
  initialMessage: FormMessage | null;
  /** Called once Auth.js accepted the credentials. Returns an error sentence if the app could not continue. */
  onSignedIn: () => Promise<string | null>;
}

interface FormMessage {
  text: string;
  tone: 'notice' | 'error';
  /** A second sentence, in its own paragraph. */
  hint?: string;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

export function SignInForm({ callbackUrl, initialMessage, onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<FormMessage | null>(initialMessage);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = 'Enter your e-mail address.';
    if (password === '') errors.password = 'Enter your password.';
    setFieldErrors(errors);
    if (errors.email || errors.password) return;

    setBusy(true);
    setMessage(null);
    const outcome = await signInWithCredentials({ email, password, callbackUrl });
    if (!outcome.ok) {
      setMessage({ text: outcome.message, tone: 'error', hint: outcome.hint });
      setBusy(false);
      return;
    }
    const problem = await onSignedIn();
    if (problem !== null) {
      setMessage({ text: problem, tone: 'error' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {message ? (
          <Alert
            variant="light"
            color={message.tone === 'notice' ? 'indigo' : 'red'}
            icon={
              message.tone === 'notice' ? <IconInfoCircle aria-hidden /> : <IconAlertTriangle aria-hidden />
            }
            data-testid="sign-in-message"
          >
            {message.hint ? (
              <>
                <Text inherit>{message.text}</Text>
                <Text inherit mt={4} data-testid="sign-in-hint">
                  {message.hint}
                </Text>
              </>
            ) : (
              message.text
            )}
          </Alert>
        ) : null}
        <TextInput
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          // Mantine's default "Toggle password visibility" would make getByLabel('Password') ambiguous.
          visibilityToggleButtonProps={{ 'aria-label': 'Show typed characters' }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <PendingButton type="submit" fullWidth pending={busy} mt="xs">
          Sign in
        </PendingButton>
      </Stack>
    </form>
  );
}
