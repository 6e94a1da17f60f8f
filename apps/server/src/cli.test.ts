import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
    expect(again.out).toContain('already exists');
  }, 90_000);
});
