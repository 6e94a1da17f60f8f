import {
  CATEGORY_LABELS,
  KIND_LABELS,
  describeDetail,
  describeUserAction,
  type ActivityLogKind,
  type ActivityLogView,
  type LogCategoryCode,
  type UserActionLogView,
} from '@casework/contract';
import { localDateTimeOf } from './log-time.ts';
import { redactDetail, redactText } from './log-redaction.ts';
import type { ActivityRow, LogUser, UserActionRow } from './logs.repository.ts';
import { isoString } from '#src/platform/runtime/iso-string.ts';

/** A user reference; null when the account no longer exists (the log keeps its id only). */
function presentUser(user: LogUser | null) {
  if (!user || user.email === null) return null;
  return { id: user.id, name: user.name ?? user.email, email: user.email };
}

export function presentUserAction(row: UserActionRow): UserActionLogView {
  return {
    id: row.id,
    user: presentUser(row.user),
    // Rows are only written through the contract enum.
    category: row.category as LogCategoryCode,
    action: redactText(row.action),
    detail: redactDetail(row.detail),
    createdAt: isoString(row.createdAt),
  };
}

export function presentActivity(row: ActivityRow): ActivityLogView {
  return {
    id: row.id,
    kind: row.kind as ActivityLogKind,
    actor: presentUser(row.actor),
    participant: row.participantId
      ? { participantId: row.participantId, name: row.participantName ?? 'Unknown participant' }
      : null,
    message: redactText(row.message),
    detail: redactDetail(row.detail),
    createdAt: isoString(row.createdAt),
  };
}

/**
 * The CSV columns. Each raw column stays as it was (machines read it) and its words, as the admin-logs screen shows
 * them, follow it directly; csvLine neutralises every cell against formulas, the words as much as the raw text.
 */
export const userActionCsvHeader = (timeZone: string) => [
  'Time (UTC)',
  `Time (${timeZone})`,
  'User',
  'User email',
  'User id',
  'Category',
  'Category (in words)',
  'Action',
  'What they did',
  'Detail',
  'Detail (in words)',
];

export function userActionCsvCells(row: UserActionRow, timeZone: string): string[] {
  const view = presentUserAction(row);
  return [
    view.createdAt,
    localDateTimeOf(row.createdAt, timeZone),
    view.user?.name ?? '',
    view.user?.email ?? '',
    row.user.id,
    view.category,
    CATEGORY_LABELS[view.category],
    view.action,
    describeUserAction(view),
    JSON.stringify(view.detail),
    describeDetail(view.detail),
  ];
}

export const activityCsvHeader = (timeZone: string) => [
  'Time (UTC)',
  `Time (${timeZone})`,
  'Kind',
  'Kind (in words)',
  'Actor',
  'Actor email',
  'Participant ID',
  'Participant',
  'Message',
  'Detail',
];

export function activityCsvCells(row: ActivityRow, timeZone: string): string[] {
  const view = presentActivity(row);
  return [
    view.createdAt,
    localDateTimeOf(row.createdAt, timeZone),
    view.kind,
    KIND_LABELS[view.kind],
    view.actor?.name ?? '',
    view.actor?.email ?? '',
    view.participant?.participantId ?? '',
    view.participant?.name ?? '',
    view.message,
    JSON.stringify(view.detail),
  ];
}
