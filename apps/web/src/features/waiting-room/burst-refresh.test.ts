import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { burstRefresh } from './burst-refresh';

describe('refreshing the staff list once per burst of queue messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes shortly after the first message and at most once a second while they keep coming', () => {
    const refresh = vi.fn();
    const burst = burstRefresh(refresh);
    burst.request();
    burst.request();
    vi.advanceTimersByTime(149);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Forty messages over two seconds: two more refreshes, not forty.
    for (let i = 0; i < 40; i++) {
      burst.request();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does nothing after cancel', () => {
    const refresh = vi.fn();
    const burst = burstRefresh(refresh);
    burst.request();
    burst.cancel();
    vi.advanceTimersByTime(2000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
