import type { QueueMove } from '@qtify/shared/domain/queue-move';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoveBroadcaster } from './move-broadcaster';

const estimate = (minutes: number) => ({
  minutesPerPerson: minutes,
  perPerson: { min: minutes, max: minutes },
});

describe('the broadcasts of queue moves to a place’s patients', () => {
  it('sends a change after a quiet moment at once and a burst as one broadcast, in order', async () => {
    const sent: QueueMove[] = [];
    const left: string[][] = [];
    const moves = new MoveBroadcaster({
      queueMoved: (move) => sent.push(move),
      leaveQueue: (_businessId, ids) => left.push(ids),
    });
    moves.add('b', { version: 1, entered: [10], left: [] }, estimate(10));
    expect(sent.map((move) => move.version)).toEqual([1]);
    for (let version = 2; version <= 30; version++) {
      moves.add(
        'b',
        { version, entered: [version * 10], left: [] },
        estimate(12),
        version === 5 ? ['e5'] : [],
      );
    }
    moves.add('other', { version: 1, entered: [], left: [] }, estimate(10));
    expect(sent.map((move) => [move.businessId, move.version])).toEqual([
      ['b', 1],
      ['other', 1],
    ]);
    expect(left).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({
      businessId: 'b',
      version: 30,
      minutesPerPerson: 12,
      perPerson: { min: 12, max: 12 },
    });
    expect(sent[2]?.changes.map((step) => step.version)).toEqual(Array.from({ length: 29 }, (_, i) => i + 2));
    // A finished entry's sockets leave the room only after hearing its step.
    expect(left).toEqual([['e5']]);
  });

  describe('paced by the clock', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const pacedBroadcaster = () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      const sent: { at: number; versions: number[] }[] = [];
      const moves = new MoveBroadcaster({
        queueMoved: (move) =>
          sent.push({ at: performance.now(), versions: move.changes.map((s) => s.version) }),
        leaveQueue: () => {},
      });
      return { sent, moves, start: performance.now() };
    };

    it('sends ten clicks of one moment (ten lines calling their next) in two broadcasts, the second 100 ms later', () => {
      const { sent, moves, start } = pacedBroadcaster();
      for (let version = 1; version <= 10; version++) {
        moves.add('b', { version, entered: [], left: [version] }, estimate(10));
        vi.advanceTimersByTime(3);
      }
      vi.advanceTimersByTime(200);
      expect(sent.map(({ at, versions }) => ({ after: Math.round(at - start), versions }))).toEqual([
        { after: 0, versions: [1] },
        { after: 100, versions: [2, 3, 4, 5, 6, 7, 8, 9, 10] },
      ]);
    });

    it('sends a flood of joins as about five broadcasts a second, never two within 100 ms', () => {
      const { sent, moves } = pacedBroadcaster();
      for (let version = 1; version <= 300; version++) {
        moves.add('b', { version, entered: [version], left: [] }, estimate(10));
        vi.advanceTimersByTime(10);
      }
      vi.advanceTimersByTime(500);
      // 3 seconds of joins: one at once, the one in hand 100 ms later, then one per 200 ms.
      expect(sent.length).toBeGreaterThanOrEqual(15);
      expect(sent.length).toBeLessThanOrEqual(18);
      for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(100);
      expect(sent.flatMap(({ versions }) => versions)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    });
  });
});
