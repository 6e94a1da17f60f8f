import fs from 'node:fs';
import { vi } from 'vitest';

/**
 * Captures what pino writes to stdout (fd 1, through sonic-boom's fs.write / fs.writeSync) so a test can prove a
 * secret never reaches the logs. buildApp takes no log destination; this is the seam. Undo with vi.restoreAllMocks().
 */
export function captureStdout(): string[] {
  const captured: string[] = [];
  const isStdout = (fd: unknown) => fd === 1 || fd === process.stdout.fd;
  const originalWrite = fs.write;
  const originalWriteSync = fs.writeSync;
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isStdout(fd)) return (originalWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
    captured.push(String(data));
    return Buffer.byteLength(String(data));
  }) as typeof fs.writeSync);
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (!isStdout(fd)) return (originalWrite as (...a: unknown[]) => void)(fd, data, ...rest);
    captured.push(String(data));
    const callback = rest.at(-1);
    if (typeof callback === 'function')
      process.nextTick(() => callback(null, Buffer.byteLength(String(data))));
  }) as typeof fs.write);
  return captured;
}
