import type { CreateHelpLinkBody, HelpLinkView, UpdateHelpLinkBody } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { presentHelpLink } from './help-links.presenter.ts';
import { createHelpLinksRepository, type HelpLinkRow } from './help-links.repository.ts';

const FIELDS = ['title', 'url', 'description', 'sortOrder'] as const;

function changesOf(before: HelpLinkRow, body: UpdateHelpLinkBody) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of FIELDS) {
    const next = body[key];
    if (next !== undefined && next !== before[key]) changes[key] = { from: before[key], to: next };
  }
  return changes;
}

export function createHelpLinksService({ db }: { db: Db }) {
  const repoOf = createHelpLinksRepository;

  return {
    async list(): Promise<{ items: HelpLinkView[]; total: number }> {
      const rows = await repoOf(db).list();
      return { items: rows.map(presentHelpLink), total: rows.length };
    },

    async create(principal: Principal, body: CreateHelpLinkBody): Promise<HelpLinkView> {
      return db.transaction(async (tx) => {
        const values = {
          title: body.title,
          url: body.url,
          description: body.description,
          sortOrder: body.sortOrder,
        };
        const row = await repoOf(tx).insert(uuidv7(), values);
        await writeActivity(tx, {
          kind: 'help-link-changed',
          actorUserId: principal.userId,
          message: `Added help link "${row.title}" (${row.url}).`,
          detail: { helpLinkId: row.id, action: 'created', ...values },
        });
        return presentHelpLink(row);
      });
    },

    async update(principal: Principal, helpLinkId: string, body: UpdateHelpLinkBody): Promise<HelpLinkView> {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const current = await repo.find(helpLinkId);
        if (!current) throw notFound('help link', helpLinkId);
        const changes = changesOf(current, body);
        if (Object.keys(changes).length === 0) return presentHelpLink(current);
        const values = Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to]));
        const row = (await repo.update(helpLinkId, values))!;
        await writeActivity(tx, {
          kind: 'help-link-changed',
          actorUserId: principal.userId,
          message: `Updated help link "${current.title}": ${Object.keys(changes).join(', ')} changed.`,
          detail: { helpLinkId, action: 'updated', changes },
        });
        return presentHelpLink(row);
      });
    },

    async remove(principal: Principal, helpLinkId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repoOf(tx).delete(helpLinkId);
        if (!row) throw notFound('help link', helpLinkId);
        await writeActivity(tx, {
          kind: 'help-link-changed',
          actorUserId: principal.userId,
          message: `Removed help link "${row.title}" (${row.url}).`,
          detail: { helpLinkId, action: 'deleted', title: row.title, url: row.url },
        });
      });
    },
  };
}
export type HelpLinksService = ReturnType<typeof createHelpLinksService>;
