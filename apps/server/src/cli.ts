import { parseArgs } from 'node:util';
import { ROLES } from '@casework/contract';
import { createServices } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { demoSeedOptions, seedDemoOrganisation, seedPlugins } from './db/seed/seed.ts';
import { AppError } from './platform/errors/app-error.ts';
import { newParticipantId, uuidv7 } from './platform/ids.ts';
import { accountEmailTaken } from './modules/auth/account-email.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { createParticipantsRepository } from './modules/participants/participants.repository.ts';
import { createStaffAccountsRepository } from './modules/staff/staff-accounts.repository.ts';
import { passwordToSet } from './modules/staff/staff-accounts.service.ts';

const USAGE = `Usage:
  npm run casework -- seed
  npm run casework -- user create --email EMAIL --role ROLE --first-name NAME --last-name NAME [--password PASSWORD]
      ROLE is one of ${ROLES.join(', ')}. Without --password a strong one is generated and printed once.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/**
 * A participant record with a sign-in account (a bootstrap aid: the date of birth is a placeholder to correct).
 * Staff accounts go through the staff-accounts service instead, as the API creates them.
 */
async function createParticipantLogin(
  config: Config,
  database: Database,
  person: { email: string; firstName: string; lastName: string; password: string | undefined },
): Promise<{ generated: boolean; password: string }> {
  const { password, generated } = passwordToSet(person.password, config.env);
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    const accounts = createStaffAccountsRepository(tx);
    if (await accounts.emailTaken(person.email)) throw accountEmailTaken('user.email_taken', person.email);
    const userId = uuidv7();
    await accounts.insertUser({
      id: userId,
      email: person.email,
      kind: 'participant',
      role: 'Participant',
      passwordHash,
    });
    await createParticipantsRepository(tx).insert({
      participantId: newParticipantId(),
      userId,
      firstName: person.firstName,
      lastName: person.lastName,
      dob: '1900-01-01',
      email: person.email,
    });
  });
  return { generated, password };
}

async function main(argv: string[]): Promise<void> {
  const config = loadConfig();
  const [command, sub] = argv;
  const database = openDatabase(config);
  try {
    await database.migrate();
    if (command === 'seed') {
      if (config.env === 'production') fail('The demo organisation is never seeded in production.');
      const { created } = await seedDemoOrganisation(database.db, demoSeedOptions(config));
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
      await seedPlugins(database.db);
      try {
        const { generated, password } =
          role === 'Participant'
            ? await createParticipantLogin(config, database, {
                email: values.email,
                firstName,
                lastName,
                password: values.password,
              })
            : await createServices(config, database)
                .staffAccounts.createStaffAccount(null, {
                  email: values.email,
                  firstName,
                  lastName,
                  role,
                  password: values.password,
                  teamIds: [],
                })
                .then((r) => ({
                  generated: r.temporaryPassword !== undefined,
                  password: r.temporaryPassword,
                }));
        process.stdout.write(
          `Created ${role} ${values.email}.${generated ? `\nPassword (shown once): ${password}` : ''}\n`,
        );
      } catch (error) {
        // A refusal of the account (e-mail taken, password too short) is the caller's to fix: say so, with usage.
        if (error instanceof AppError && error.status < 500) fail(error.message);
        throw error;
      }
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
