import { IconLogin } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { AUTH_BASE_PATH, fetchCsrfToken } from '../../../platform/auth/auth-client.ts';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';

export interface OidcSignInButtonProps {
  providerId: string;
  providerName: string;
  callbackUrl: string;
}

/** Signing in with the organisation's account: a normal form POST, so the browser follows the provider's pages. */
export function OidcSignInButton({ providerId, providerName, callbackUrl }: OidcSignInButtonProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    setBusy(true);
    try {
      // A fresh token right before leaving the page; submit() does not fire this handler again.
      if (tokenRef.current) tokenRef.current.value = await fetchCsrfToken();
      formRef.current?.submit();
    } catch {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={`${AUTH_BASE_PATH}/signin/${encodeURIComponent(providerId)}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input ref={tokenRef} type="hidden" name="csrfToken" defaultValue="" />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <PendingButton
        type="submit"
        variant="default"
        fullWidth
        pending={busy}
        leftSection={<IconLogin size={18} aria-hidden />}
        h="auto"
        mih={36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        Sign in with {providerName}
      </PendingButton>
    </form>
  );
}
