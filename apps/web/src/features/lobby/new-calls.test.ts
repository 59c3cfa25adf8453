import { describe, expect, it } from 'vitest';
import { newCalls } from './new-calls';

const a = { ticket: 'A1', calledAt: '2026-03-03T08:00:00.000Z' };
const b = { ticket: 'A2', calledAt: '2026-03-03T08:01:00.000Z' };

describe('new calls on the display', () => {
  it('chimes for nothing on the first board, then once for each call not seen before', () => {
    const first = newCalls([a], null);
    expect(first.count).toBe(0);
    const second = newCalls([b, a], first.seen);
    expect(second.count).toBe(1);
    expect(newCalls([b, a], second.seen).count).toBe(0);
  });

  it('counts the same ticket called again later as a new call, but not a call that comes back', () => {
    const seen = newCalls([a], null).seen;
    expect(newCalls([{ ...a, calledAt: '2026-03-03T08:05:00.000Z' }], seen).count).toBe(1);
    const gone = newCalls([], seen).seen;
    expect(newCalls([a], gone).count).toBe(0);
  });
});
