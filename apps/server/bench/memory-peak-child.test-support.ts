// A stand-in for the bench's server process (app-child.ts) in rss.test.ts: it keeps its memory peak as the server
// does, and on "gc" runs a full collection (node --expose-gc) and says "gc-done" once the collection is counted.
import { trackMemoryPeak } from './rss.ts';

trackMemoryPeak(10);
process.on('message', (message) => {
  if (message !== 'gc') return;
  (globalThis as { gc?: () => void }).gc?.();
  // The collection's performance entry reaches the observer on a later turn of the event loop.
  setTimeout(() => process.send?.('gc-done'), 50);
});
process.on('disconnect', () => process.exit(0));
process.send?.('ready');
