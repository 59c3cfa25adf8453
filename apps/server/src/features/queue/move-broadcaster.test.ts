import type { QueueMove } from '@qtify/shared/domain/queue-move';
import { describe, expect, it } from 'vitest';
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
});
