import type { RouteBudget } from './js-budget.ts';

/**
 * The JavaScript budgets (kB gzip) of the pages people open most, checked on every `vite build` (issue 9).
 * Raising one needs a reason in the commit message; lowering one after a saving keeps the saving.
 */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { path: '/participant/dashboard', maxKbGzip: 200 },
  // Issue 9 asks for 300; the inbox's first screen checks its answers without zod (decision 017) and loads ~212 kB,
  // so 230 keeps that: zod and the contract's schemas (~30 kB) coming back fails the build.
  { path: '/staff/inbox', maxKbGzip: 230 },
  // Not named by issue 9, but where staff land after signing in: 274 kB once its chart loads after the first screen
  // (391 kB with the chart's Recharts in its first load). The inbox's 300 holds it.
  { path: '/staff/dashboard', maxKbGzip: 300 },
];

/** Whether going over a budget (or over a known overrun's ceiling) fails the build; CASEWORK_JS_BUDGET=warn relaxes it. */
export const ENFORCE_ROUTE_BUDGETS = true;
