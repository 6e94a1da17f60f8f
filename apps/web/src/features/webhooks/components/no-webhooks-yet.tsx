import { IconWebhook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../platform/ui/list-states.tsx';

/** No webhook yet: what webhooks are for, and how to start. */
export function NoWebhooksYet({ action }: { action: ReactNode }) {
  return (
    <EmptyState icon={IconWebhook} title="No webhooks yet" action={action} textWidth={560}>
      A webhook tells another system (a case-management tool, a data warehouse, an alerting service) the
      moment something happens in Casework: a participant is added, a message arrives, a thread is referred.
      Casework sends a signed HTTPS request to the address you give; the receiver then fetches what it needs
      through the API. Payloads hold ids, never message text or files.
    </EmptyState>
  );
}
