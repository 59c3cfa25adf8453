import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleJob } from './schedule-job';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('scheduleJob', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the work every interval, one run at a time, and logs a failure instead of stopping', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const job = scheduleJob(
      'probe',
      1000,
      () => {
        runs++;
        if (runs === 1) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      log,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'probe' }), 'job failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run has not finished: the next tick skips instead of overlapping.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
