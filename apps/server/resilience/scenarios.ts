import { badInputScenario } from './bad-input.ts';
import { databaseRestartScenario } from './database-restart.ts';
import { diskFullScenario } from './disk-full.ts';
import { killNineScenario } from './kill-nine.ts';
import { loadScenario } from './load.ts';
import type { ResilienceScenario } from './scenario.ts';

/** Every scenario of `npm run resilience`, run in this order: faults first, then load, then the long sweep. */
export const SCENARIOS: ResilienceScenario[] = [
  killNineScenario,
  databaseRestartScenario,
  diskFullScenario,
  loadScenario,
  badInputScenario,
];
