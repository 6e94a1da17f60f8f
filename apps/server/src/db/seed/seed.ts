import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  participants,
  plugins,
  staffMembers,
  teamMemberRoles,
  teamMembers,
  teamRoles,
  teams,
  users,
} from '../schema/index.ts';
import { newParticipantId, uuidv7 } from '#src/platform/ids.ts';
import { DEMO_PASSWORD, hashPassword } from '#src/modules/auth/passwords.ts';
import { demoProfiles } from '#src/modules/participants/demo-profiles.ts';
import {
  DEMO_PARTICIPANTS,
  DEMO_PLUGINS,
  DEMO_STAFF,
  DEMO_TEAM_ROLES,
  DEMO_TEAMS,
} from './demo-organisation.ts';
import { seedDemoAdministration } from './demo-administration.ts';
import { seedDemoThreads } from './demo-threads.ts';
import { seedDemoTemplates } from './demo-templates.ts';
import { seedDemoDirectory } from './demo-directory.ts';
import { seedDemoRecommendations } from './demo-recommendations.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';
import { seedDemoVerifications } from './demo-verifications.ts';
import { seedDemoFiles } from './demo-files.ts';
import type { Config } from '#src/config.ts';
import {
  createSecretBox,
  passphraseKey,
  webhookSecretKey,
  type SecretBox,
} from '#src/platform/crypto/secret-box.ts';
import { seedDemoPassphrases } from './demo-passphrases.ts';
import type { FileStorage } from '#src/platform/files/file-storage.ts';
import { dataDirFileStorage } from '#src/platform/files/local-disk-storage.ts';

/** Plugins exist in every installation, demo or not. */
export async function seedPlugins(db: Db): Promise<void> {
  await db
    .insert(plugins)
    .values(DEMO_PLUGINS.map((p) => ({ ...p, enabled: true })))
    .onConflictDoNothing();
}

async function ensureUser(
  db: Db,
  values: {
    email: string;
    kind: 'staff' | 'participant';
    role: typeof users.$inferInsert.role;
    passwordHash: string | null;
  },
) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${values.email})`);
  if (existing) return existing.id;
  const id = uuidv7();
  await db.insert(users).values({ id, ...values });
  return id;
}

export interface DemoSeedOptions {
  /** Seals the demo webhooks' secrets; without it no demo webhook is seeded. */
  webhookSecrets?: SecretBox;
  /** Where the demo files' bytes go; without it no demo file is seeded (verifications are, they need no bytes). */
  files?: FileStorage;
  /** Seals the demo participants' phone passphrases; without it none is seeded. */
  passphrases?: SecretBox;
}

/** The options a running installation seeds with: its webhook key and its file store under DATA_DIR/files. */
export function demoSeedOptions(config: Config): DemoSeedOptions {
  return {
    webhookSecrets: createSecretBox(webhookSecretKey(config.authSecret)),
    files: dataDirFileStorage(config.dataDir),
    passphrases: createSecretBox(passphraseKey(config.authSecret, config.passphraseKey)),
  };
}

/**
 * Seeds the demo organisation (idempotent: runs again without duplicating anything).
 * Accounts that sign in share the demo password.
 */
export async function seedDemoOrganisation(
  db: Db,
  options: DemoSeedOptions = {},
): Promise<{ created: boolean }> {
  await seedPlugins(db);
  const [already] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.org'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const profiles = demoProfiles();

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const role of DEMO_TEAM_ROLES) {
      await t
        .insert(teamRoles)
        .values({
          id: uuidv7(),
          name: role.name,
          description: role.description,
          permissions: [...role.permissions],
        })
        .onConflictDoNothing();
    }
    for (const team of DEMO_TEAMS) {
      await t
        .insert(teams)
        .values({ id: uuidv7(), ...team })
        .onConflictDoNothing();
    }
    const roleIds = new Map((await t.select().from(teamRoles)).map((r) => [r.name, r.id]));
    const teamIds = new Map((await t.select().from(teams)).map((r) => [r.name, r.id]));

    for (const person of DEMO_STAFF) {
      const userId = await ensureUser(t, {
        email: person.email,
        kind: 'staff',
        role: person.role,
        passwordHash: person.canSignIn ? passwordHash : null,
      });
      await t
        .insert(staffMembers)
        .values({ id: uuidv7(), userId, firstName: person.firstName, lastName: person.lastName })
        .onConflictDoNothing();
      const [staff] = await t
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(eq(staffMembers.userId, userId));
      for (const membership of person.teams) {
        const teamId = teamIds.get(membership.team)!;
        await t.insert(teamMembers).values({ teamId, staffMemberId: staff!.id }).onConflictDoNothing();
        for (const role of membership.roles) {
          await t
            .insert(teamMemberRoles)
            .values({ teamId, staffMemberId: staff!.id, roleId: roleIds.get(role)! })
            .onConflictDoNothing();
        }
      }
    }

    for (const person of DEMO_PARTICIPANTS) {
      const userId = person.accountEmail
        ? await ensureUser(t, {
            email: person.accountEmail,
            kind: 'participant',
            role: 'Participant',
            passwordHash,
          })
        : null;
      const [existing] = await t
        .select({ id: participants.participantId })
        .from(participants)
        .where(
          and(
            eq(participants.firstName, person.firstName),
            eq(participants.lastName, person.lastName),
            eq(participants.dob, person.dob),
          ),
        );
      if (existing) continue;
      const profile = profiles[`${person.firstName} ${person.lastName}`];
      await t.insert(participants).values({
        ...(profile ? { profile, profileUpdatedAt: new Date() } : {}),
        participantId: newParticipantId(),
        userId,
        firstName: person.firstName,
        lastName: person.lastName,
        dob: person.dob,
        email: person.email,
        phones: person.phones,
        status: person.status ?? 1,
      });
    }
  });
  await seedDemoAdministration(db);
  // After the administration data: demo threads are sent to the demo applications' teams.
  await seedDemoThreads(db);
  await seedDemoTemplates(db);
  await seedDemoDirectory(db);
  await seedDemoRecommendations(db);
  await seedDemoVerifications(db);
  // After the threads and templates, whose messages and quick messages get files.
  if (options.files) await seedDemoFiles(db, options.files);
  // Webhook secrets are sealed with a key from AUTH_SECRET: only a caller holding it seeds the demo webhooks.
  if (options.webhookSecrets) await seedDemoWebhooks(db, options.webhookSecrets);
  // Sealed with the passphrase key, as the passphrase routes open them.
  if (options.passphrases) await seedDemoPassphrases(db, options.passphrases);
  return { created: !already };
}
