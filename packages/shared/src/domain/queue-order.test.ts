import { describe, expect, it } from 'vitest';
import { ORDER_KEYS_PER_MS, orderKeyAt, orderKeyBound, queuesFrom } from './queue-order';

const at = (iso: string) => new Date(iso);

/** Keys given one after the other as a place's queue would: each sees the keys before it. */
function keysFor(instants: Date[]): number[] {
  const keys: number[] = [];
  for (const instant of instants) {
    const below = keys.filter((key) => key < orderKeyBound(instant));
    keys.push(orderKeyAt(instant, below.length > 0 ? Math.max(...below) : null));
  }
  return keys;
}

describe('the waiting room order', () => {
  it('queues a walk-in from their arrival', () => {
    expect(queuesFrom(at('2026-03-02T09:40:00Z'), null)).toEqual(at('2026-03-02T09:40:00Z'));
  });

  it('lets a patient who comes early for an appointment wait for its start', () => {
    expect(queuesFrom(at('2026-03-02T09:30:00Z'), at('2026-03-02T10:00:00Z'))).toEqual(
      at('2026-03-02T10:00:00Z'),
    );
  });

  it('queues a patient who comes late for an appointment from their arrival', () => {
    expect(queuesFrom(at('2026-03-02T10:20:00Z'), at('2026-03-02T10:00:00Z'))).toEqual(
      at('2026-03-02T10:20:00Z'),
    );
  });

  it('puts walk-ins who arrive before an early patient’s start ahead of them, later ones behind', () => {
    const [early, before, after] = keysFor([
      at('2026-03-02T10:00:00Z'), // checked in at 09:30 for 10:00
      at('2026-03-02T09:40:00Z'),
      at('2026-03-02T10:05:00Z'),
    ]) as [number, number, number];
    expect(before).toBeLessThan(early);
    expect(after).toBeGreaterThan(early);
  });

  it('gives entries of one instant consecutive keys in the order they came', () => {
    const same = at('2026-03-02T09:00:00Z');
    expect(keysFor([same, same, same])).toEqual([0, 1, 2].map((n) => same.getTime() * ORDER_KEYS_PER_MS + n));
  });

  it('keeps a burst larger than a millisecond’s keys in order and before later arrivals', () => {
    const same = at('2026-03-02T09:00:00Z');
    const keys = keysFor([
      ...Array.from({ length: ORDER_KEYS_PER_MS + 5 }, () => same),
      at('2026-03-02T09:00:00.001Z'),
    ]);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
  });

  it('stays a safe integer for centuries', () => {
    expect(Number.isSafeInteger(orderKeyBound(at('2200-01-01T00:00:00Z')))).toBe(true);
  });
});
