import type { AppModule, ParticipantMergeContributor, TeamDataContributor } from '#src/platform/modules.ts';
import { markCallerTeams } from '#src/platform/authz/authz-plugin.ts';
import { dataDirFileStorage } from '#src/platform/files/local-disk-storage.ts';
import { createParticipantAccess } from '../participants/participant-access.ts';
import { createParticipantFilesRepository } from '../participant-files/participant-files.repository.ts';
import { createParticipantFilesService } from '../participant-files/participant-files.service.ts';
import { createMergedFilesService } from './merged-files.service.ts';
import { staffWorkloadRoutes } from './staff-workload.routes.ts';
import { createStaffWorkloadService } from './staff-workload.service.ts';
import { participantThreadsRoutes } from './participant-threads.routes.ts';
import { createParticipantThreadsService } from './participant-threads.service.ts';
import { createThreadActionsService } from './thread-actions.service.ts';
import { threadActionsRoutes } from './thread-actions.routes.ts';
import { createThreadListsService } from './thread-lists.service.ts';
import { threadListsRoutes } from './thread-lists.routes.ts';
import { createThreadReportService } from './thread-report.service.ts';
import { createViewerLoader } from './thread-viewer.ts';
import { createThreadsRepository } from './threads.repository.ts';
import { threadsRoutes } from './threads.routes.ts';
import { createThreadsService } from './threads.service.ts';

/** A participant merge moves the source's threads (with their messages, files and states) to the target. */
export const threadsMergeContributor: ParticipantMergeContributor = {
  kind: 'threads',
  count: (db, participantId) => createThreadsRepository(db).countForParticipant(participantId),
  move: (tx, fromId, toId) => createThreadsRepository(tx).moveParticipant(fromId, toId),
};

/** Deleting a team with a swap moves its threads, and the referral flags naming it, to the receiving team. */
export const threadsTeamDataContributor: TeamDataContributor = {
  kind: 'threads',
  count: (db, teamId) => createThreadsRepository(db).countForTeam(teamId),
  move: (tx, fromTeamId, toTeamId) => createThreadsRepository(tx).moveTeam(fromTeamId, toTeamId),
};

/**
 * Secure messaging: threads, messages, inbox lists, actions and the open-threads report (issue 5), and the open
 * threads in a staff member's care that administrators read before deactivating them.
 */
export const threadsModule: AppModule = {
  name: 'threads',
  async register(api, ctx) {
    const { db } = ctx.database;
    const storage = dataDirFileStorage(ctx.config.dataDir);
    const memberships = (staffMemberId: string) => ctx.services.teams.membershipsOf(staffMemberId);
    const viewerOf = createViewerLoader({
      db,
      memberships: (principal) => ctx.services.teams.membershipsOfCaller(principal),
    });
    const lists = createThreadListsService({ db, viewerOf, memberships });
    // The participant-files service does the copy of merged message files, with its own name and content checks.
    const participantFiles = createParticipantFilesService({
      db,
      files: createParticipantFilesRepository,
      access: createParticipantAccess(db),
      storage,
      maxFileBytes: ctx.config.fileSizeLimitBytes,
      log: api.log,
    });

    ctx.mergeContributors.push(threadsMergeContributor);
    ctx.teamDataContributors.push(threadsTeamDataContributor);

    // Every thread route asks who the caller is to the thread (viewerOf), with a staff caller's teams.
    await api.register(async (scope) => {
      markCallerTeams(scope);
      await scope.register(threadsRoutes, {
        threads: createThreadsService({ db, viewerOf, storage, log: api.log }),
        messagesPerMinute: ctx.config.messagesPerMinute,
      });
      await scope.register(threadListsRoutes, {
        lists,
        report: createThreadReportService({ db, viewerOf }),
      });
      await scope.register(threadActionsRoutes, {
        actions: createThreadActionsService({ db, viewerOf, lists }),
        mergedFiles: createMergedFilesService({ db, viewerOf, storage, participantFiles }),
      });
      await scope.register(participantThreadsRoutes, {
        participantThreads: createParticipantThreadsService({ db, viewerOf }),
      });
    });
    // Administrators only, by role: the caller's teams play no part.
    await api.register(staffWorkloadRoutes, { workload: createStaffWorkloadService({ db }) });
  },
};
