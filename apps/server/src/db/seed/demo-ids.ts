import { createHash } from 'node:crypto';
import { uuidv7 } from '#src/platform/ids.ts';

// Ids use a fixed timestamp and hashed bytes, so every run names the same demo row the same way.
const ID_EPOCH = Date.UTC(2025, 0, 1);

/** A stable id for a demo row: the same name and index always give the same UUID (v7 shape). */
export function demoId(name: string, index: number): string {
  return uuidv7(
    ID_EPOCH + index,
    createHash('sha256').update(`casework-demo:${name}`).digest().subarray(0, 16),
  );
}
