import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it collects again:
 * 50 % instead of V8's own factor, which on a machine with gigabytes to spare is several times the live heap. In the
 * bench (npm run bench, 1/10 scale) the old generation grew from 57 to 147 MB over the scenarios; with 50 % it stayed
 * at 104 MB or less, for about twice as many full collections (10 instead of 5; concurrent, mostly off the main
 * thread). See docs/decisions/018-request-cost-and-memory.md.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Applies HEAP_GROWING_PERCENT to this process. V8 reads the flag at every collection, so setting it at start-up works
 * without restarting node with it (NODE_OPTIONS refuses it). Called by main.ts, and by the bench's app child so that
 * the memory it measures is the server's in production.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
