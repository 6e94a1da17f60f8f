interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes zod parse without compiling its parsers through `new Function`. Zod probes for eval the first time it parses
 * an object; under Casework's CSP (no 'unsafe-eval') the probe fails, and Chromium reports a CSP violation for each
 * page (Lighthouse's best-practices "issues" audit). Zod loads later than the start-up code (decision 017), so this
 * sets zod's global configuration object directly instead of importing zod (~4 kB gzip) to call `z.config`;
 * zod-jitless.test.ts checks that zod reads it.
 */
export function preferJitlessZod(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
