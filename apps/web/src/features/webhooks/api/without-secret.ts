import type { WebhookView, WebhookWithSecret } from '@casework/contract';

/** The webhook as the cache keeps it: the secret stays only with the screen that shows it once. */
export function withoutSecret({ secret: _secret, ...webhook }: WebhookWithSecret): WebhookView {
  return webhook;
}
