import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';

const cli = path.join(import.meta.dirname, 'cli.ts');

function run(dataDir: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run casework -- user create', () => {
  it('creates the first administrator in production, refuses the demo password and duplicates', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casework-cli-'));
    const demo = run(dataDir, [
      'user',
      'create',
      '--email',
      'a@org.example',
      '--role',
      'Administrator',
      '--password',
      'Casework!demo1',
    ]);
    expect(demo.status).toBe(2);
    expect(demo.out).toContain('demo password');

    const created = run(dataDir, [
      'user',
      'create',
      '--email',
      'a@org.example',
      '--role',
      'administrator',
      '--first-name',
      'Ada',
    ]);
    expect(created.status).toBe(0);
    expect(created.out).toMatch(/Created Administrator a@org\.example\.\nPassword \(shown once\): \S{20,}/);

    const again = run(dataDir, ['user', 'create', '--email', 'A@org.example', '--role', 'Staff']);
    expect(again.status).toBe(2);
    expect(again.out).toContain('Another account already uses A@org.example');
  }, 90_000);
});

describe('user create goes through the staff-accounts service', () => {
  it('creates staff accounts as the API does (activity entry, no password kept), and participants', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casework-cli-'));
    const staff = run(dataDir, [
      'user',
      'create',
      '--email',
      'S.Worker@org.example',
      '--role',
      'staff',
      '--first-name',
      'Sam',
      '--last-name',
      'Worker',
      '--password',
      'a long enough cli password',
    ]);
    expect(staff.status, staff.out).toBe(0);
    expect(staff.out).toBe('Created Staff S.Worker@org.example.\n');
    const short = run(dataDir, [
      'user',
      'create',
      '--email',
      'x@org.example',
      '--role',
      'Staff',
      '--password',
      'short',
    ]);
    expect(short.status).toBe(2);
    expect(short.out).toContain('at least 12 characters');
    const participant = run(dataDir, ['user', 'create', '--email', 'p@org.example', '--role', 'Participant']);
    expect(participant.status, participant.out).toBe(0);
    expect(participant.out).toMatch(/Created Participant p@org\.example\.\nPassword \(shown once\): \S{20,}/);

    const database = openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      const rows = async (query: string) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(
        await rows(
          `select u.kind, u.role, s.first_name, s.last_name, u.password_hash like '$argon2%' as hashed
             from users u join staff_members s on s.user_id = u.id where u.email = 'S.Worker@org.example'`,
        ),
      ).toEqual([{ kind: 'staff', role: 'Staff', first_name: 'Sam', last_name: 'Worker', hashed: true }]);
      const [entry] = await rows(
        `select actor_user_id, message, detail from activity_logs where kind = 'staff-account-created'`,
      );
      expect(entry).toMatchObject({
        actor_user_id: null,
        message: 'Created the Staff account of Sam Worker (S.Worker@org.example) from the command line.',
      });
      expect(JSON.stringify(entry)).not.toContain('a long enough cli password');
      expect(
        await rows(
          `select p.first_name, u.kind from participants p join users u on u.id = p.user_id where u.email = 'p@org.example'`,
        ),
      ).toEqual([{ first_name: 'First', kind: 'participant' }]);
      expect(await rows(`select count(*)::int as n from users where email = 'x@org.example'`)).toEqual([
        { n: 0 },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
