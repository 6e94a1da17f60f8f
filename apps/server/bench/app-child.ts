import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openPostgres } from '#src/db/client.ts';
import { limitHeapGrowth } from '#src/platform/runtime/heap-growth.ts';
import { trackMemoryPeak } from './rss.ts';

/**
 * The app in a process of its own (forked by servers.ts on PostgreSQL), so the bench can read the server's RSS
 * apart from the load generator and the raw-SQL runner. Configured by the environment it is given; tells the parent
 * its port over IPC, answers its questions about the memory peak there (rss.ts), and closes when the parent says
 * "stop" or goes away.
 */
async function serve(): Promise<void> {
  // As main.ts does at start-up, so the RSS measured is the server's in production.
  limitHeapGrowth();
  const config = loadConfig(process.env);
  trackMemoryPeak();
  if (!config.databaseUrl)
    throw new Error('app-child needs DATABASE_URL (PGlite runs in the bench process).');
  // The same pool size as openDatabase() gives the app in production.
  const database = openPostgres(config.databaseUrl);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: config.host, port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 5_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send?.({ port });
}

serve().catch((error: unknown) => {
  process.stderr.write(
    `app-child: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
