/**
 * One scenario of `npm run resilience`: it sets up what it needs (its own database, server process, receiver),
 * drives it, checks what it promises and reports figures for the README table. A scenario never throws for a
 * broken promise: it reports `passed: false` with the reason in `notes`, so the run reports every scenario.
 */
export interface ResilienceReport {
  name: string;
  passed: boolean;
  /** Label → value, e.g. { 'acknowledged writes': 2000, 'lost': 0, 'p99 read ms': 41.2 }. */
  figures: Record<string, string | number>;
  /** What was checked and, when it failed, why. */
  notes: string[];
}

export interface ResilienceOptions {
  /** PostgreSQL server the scenarios create their databases on, e.g. postgres://postgres@127.0.0.1:5432/postgres. */
  databaseUrl: string;
  /** "quick" shortens every scenario (CI-sized); "full" runs the durations the issue names. */
  mode: 'quick' | 'full';
  /** Progress lines (stderr). */
  log: (message: string) => void;
}

export interface ResilienceScenario {
  name: string;
  /** One line for --help. */
  summary: string;
  run(options: ResilienceOptions): Promise<ResilienceReport>;
}
