import type { WebhookAttemptOutcome, WebhookHealth } from '@casework/contract';
import { Badge } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClockExclamation,
  IconPlayerPause,
  IconBan,
  type TablerIcon,
} from '@tabler/icons-react';
import { WHOLE_BADGE } from '../../../platform/ui/theme.ts';
import { HEALTH_LABELS, OUTCOME_LABELS } from './webhook-labels.ts';

const HEALTH_LOOK: Record<WebhookHealth, { color: string; variant: 'light' | 'outline'; icon: TablerIcon }> =
  {
    new: { color: 'gray', variant: 'outline', icon: IconCircleDashed },
    healthy: { color: 'teal', variant: 'light', icon: IconCircleCheck },
    failing: { color: 'red', variant: 'light', icon: IconAlertTriangle },
    disabled: { color: 'orange', variant: 'light', icon: IconBan },
    paused: { color: 'gray', variant: 'light', icon: IconPlayerPause },
  };

/** Healthy, but the latest attempts failed (fewer than make it failing): a warning, not a green tick. */
const HEALTHY_WITH_FAILURES = { color: 'yellow', variant: 'light', icon: IconAlertTriangle } as const;

function healthWords(health: WebhookHealth, failureStreak: number): string {
  if (health === 'failing') return `${HEALTH_LABELS.failing} · ${failureStreak} in a row`;
  if (health === 'healthy' && failureStreak > 0) {
    return `${HEALTH_LABELS.healthy} · last ${failureStreak === 1 ? 'attempt' : `${failureStreak} attempts`} failed`;
  }
  return HEALTH_LABELS[health];
}

/** The health of a webhook: colour, icon and words, so colour is never the only sign. */
export function HealthBadge({ health, failureStreak }: { health: WebhookHealth; failureStreak: number }) {
  const look = health === 'healthy' && failureStreak > 0 ? HEALTHY_WITH_FAILURES : HEALTH_LOOK[health];
  const Icon = look.icon;
  return (
    <Badge
      color={look.color}
      variant={look.variant}
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      {...WHOLE_BADGE}
    >
      {healthWords(health, failureStreak)}
    </Badge>
  );
}

const OUTCOME_LOOK: Record<WebhookAttemptOutcome, { color: string; icon: TablerIcon }> = {
  succeeded: { color: 'teal', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconCircleX },
  timeout: { color: 'orange', icon: IconClockExclamation },
  refused: { color: 'red', icon: IconBan },
  gone: { color: 'orange', icon: IconBan },
};

/** How one attempt ended. */
export function OutcomeBadge({ outcome }: { outcome: WebhookAttemptOutcome }) {
  const look = OUTCOME_LOOK[outcome];
  const Icon = look.icon;
  return (
    <Badge
      color={look.color}
      variant="light"
      radius="sm"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      {...WHOLE_BADGE}
    >
      {OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
