import { describe, expect, it } from 'vitest';
import { cpuCounter, cpuMsOf, processCpuMs } from './cpu.ts';

/** Keeps this thread busy until it has used `ms` of CPU (wall time would include time the scheduler took away). */
function spin(ms: number): number {
  const start = process.cpuUsage();
  let x = 0;
  for (;;) {
    for (let i = 0; i < 10_000; i += 1) x += Math.sqrt(i);
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return x;
  }
}

describe('bench CPU accounting', () => {
  it('reads utime and stime from a stat line whose command name holds spaces and parentheses', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = '4242 (node (bench) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 250 37 0 0 20 0 12 0 39621';
    expect(cpuMsOf(line)).toBe(2870);
  });

  it('gives null for a stat line it cannot read', () => {
    expect(cpuMsOf('4242 (node) S 1')).toBeNull();
  });

  it('sees its own process use CPU', () => {
    const before = processCpuMs(process.pid);
    expect(spin(60)).toBeGreaterThan(0);
    expect(processCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(10);
  });

  it('divides the CPU of every measured stretch by the operations they made', async () => {
    const counter = cpuCounter(process.pid);
    await counter.during(async () => spin(50));
    await counter.during(async () => spin(50));
    const { serverUs } = counter.perOperation(10);
    // 100 ms of CPU over 10 operations is about 10,000 µs each: ticks are 10 ms, and the process's other threads
    // (the garbage collector's, the test runner's) may add some.
    expect(serverUs).toBeGreaterThanOrEqual(8_000);
    expect(serverUs).toBeLessThanOrEqual(20_000);
  });

  it('reports no server CPU when the server shares the bench process', async () => {
    const counter = cpuCounter(null);
    await counter.during(async () => 1);
    expect(counter.perOperation(5).serverUs).toBeNull();
  });
});
