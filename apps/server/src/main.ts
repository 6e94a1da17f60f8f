import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { limitHeapGrowth } from './platform/runtime/heap-growth.ts';
import { openDatabase } from './db/client.ts';
import { demoSeedOptions, seedDemoOrganisation, seedPlugins } from './db/seed/seed.ts';
import { DEMO_PASSWORD } from './modules/auth/passwords.ts';
import { DEMO_STAFF, DEMO_PARTICIPANTS } from './db/seed/demo-organisation.ts';

/** Reads config, migrates, seeds (outside production), listens, and closes gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const database = openDatabase(config);
  await database.migrate();
  await seedPlugins(database.db);
  if (config.seedDemo) await seedDemoOrganisation(database.db, demoSeedOptions(config));

  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`;
  const lines = [
    '',
    `  Casework is running on ${config.publicUrl}`,
    `  Database: ${where}`,
    `  API reference: ${config.publicUrl}/api/docs`,
  ];
  if (config.seedDemo) {
    const accounts = [
      ...DEMO_STAFF.filter((s) => s.canSignIn).map((s) => `${s.email} (${s.role})`),
      ...DEMO_PARTICIPANTS.filter((p) => p.accountEmail).map((p) => `${p.accountEmail} (Participant)`),
    ];
    lines.push(`  Demo accounts, password ${DEMO_PASSWORD}:`, ...accounts.map((a) => `    ${a}`));
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Casework could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
