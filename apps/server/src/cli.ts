import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLES } from '@casework/contract';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { participants, staffMembers, users } from './db/schema/index.ts';
import { seedDemoOrganisation, seedPlugins } from './db/seed/seed.ts';
import { newParticipantId, uuidv7 } from './platform/ids.ts';
import { hashPassword, passwordProblem } from './modules/auth/passwords.ts';

const USAGE = `Usage:
  npm run casework -- seed
  npm run casework -- user create --email EMAIL --role ROLE --first-name NAME --last-name NAME [--password PASSWORD]
      ROLE is one of ${ROLES.join(', ')}. Without --password a strong one is generated and printed once.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const [command, sub] = argv;
  const database = openDatabase(config);
  try {
    await database.migrate();
    if (command === 'seed') {
      if (config.env === 'production') fail('The demo organisation is never seeded in production.');
      const { created } = await seedDemoOrganisation(database.db);
      process.stdout.write(
        created
          ? 'Seeded the demo organisation.\n'
          : 'The demo organisation was already there; nothing duplicated.\n',
      );
      return;
    }
    if (command === 'user' && sub === 'create') {
      const { values } = parseArgs({
        args: argv.slice(2),
        options: {
          email: { type: 'string' },
          role: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          password: { type: 'string' },
        },
      });
      const role = ROLES.find((r) => r.toLowerCase() === (values.role ?? '').toLowerCase());
      if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email))
        fail('Give --email with a valid e-mail address.');
      if (!role) fail(`Give --role: one of ${ROLES.join(', ')}.`);
      const firstName = values['first-name']?.trim() || 'First';
      const lastName = values['last-name']?.trim() || 'Administrator';
      const generated = !values.password;
      const password = values.password ?? randomBytes(18).toString('base64url');
      const problem = passwordProblem(password, config.env);
      if (problem) fail(problem);
      await seedPlugins(database.db);
      const [exists] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${values.email})`);
      if (exists) fail(`A user with e-mail ${values.email} already exists.`);
      const id = uuidv7();
      const passwordHash = await hashPassword(password);
      await database.db.transaction(async (tx) => {
        const kind = role === 'Participant' ? 'participant' : 'staff';
        await tx.insert(users).values({ id, email: values.email!, kind, role, passwordHash });
        if (kind === 'staff')
          await tx.insert(staffMembers).values({ id: uuidv7(), userId: id, firstName, lastName });
        else
          await tx.insert(participants).values({
            participantId: newParticipantId(),
            userId: id,
            firstName,
            lastName,
            dob: '1900-01-01',
            email: values.email!,
          });
      });
      process.stdout.write(
        `Created ${role} ${values.email}.${generated ? `\nPassword (shown once): ${password}` : ''}\n`,
      );
      return;
    }
    fail(command ? `Unknown command "${[command, sub].filter(Boolean).join(' ')}".` : 'Give a command.');
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
