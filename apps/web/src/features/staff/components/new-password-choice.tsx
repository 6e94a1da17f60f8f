import { Radio, Stack } from '@mantine/core';
import { PasswordInput } from '../../../platform/ui/password-input.tsx';

export interface NewPasswordChoiceProps {
  /** "generate": the server makes one and answers it once; "set": the administrator types it. */
  mode: 'generate' | 'set';
  onModeChange: (mode: 'generate' | 'set') => void;
  password: string;
  onPasswordChange: (password: string) => void;
  error?: string;
  label: string;
}

export const MIN_PASSWORD_LENGTH = 12;

/** Generate a temporary password, or type one (at least 12 characters). */
export function NewPasswordChoice({
  mode,
  onModeChange,
  password,
  onPasswordChange,
  error,
  label,
}: NewPasswordChoiceProps) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        value={mode}
        onChange={(v) => onModeChange(v === 'set' ? 'set' : 'generate')}
      >
        <Stack gap={6} mt={6}>
          <Radio value="generate" label="Generate a temporary password (shown once)" />
          <Radio value="set" label="Type a password" />
        </Stack>
      </Radio.Group>
      {mode === 'set' ? (
        <PasswordInput
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          withAsterisk
          aria-required
          value={password}
          onChange={(e) => onPasswordChange(e.currentTarget.value)}
          error={error}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
        />
      ) : null}
    </Stack>
  );
}

/** The local check of a typed password, or null when it will do. */
export function newPasswordProblem(mode: 'generate' | 'set', password: string): string | null {
  if (mode === 'generate') return null;
  if (password.length === 0) return 'Type the password, or choose to generate one';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use a password of at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
