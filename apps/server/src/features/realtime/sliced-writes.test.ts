import { describe, expect, it } from 'vitest';
import { SlicedWrites } from './sliced-writes';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('socket writes in slices', () => {
  it('writes the first slice at once and each further one in a later turn, letting other work in between', async () => {
    const writes = new SlicedWrites();
    const done: string[] = [];
    writes.run(['a1', 'a2', 'a3'].map((name) => () => done.push(name)));
    expect(done).toEqual(['a1']);
    // An answer that arrives meanwhile (a query's result) runs between two slices.
    setImmediate(() => done.push('other work'));
    await turn();
    await turn();
    await turn();
    expect(done).toEqual(['a1', 'a2', 'other work', 'a3']);
  });

  it('never lets a later broadcast or a room leave overtake an earlier broadcast', async () => {
    const writes = new SlicedWrites();
    const done: string[] = [];
    writes.run(['a1', 'a2', 'a3'].map((name) => () => done.push(name)));
    writes.run([() => done.push('leave')]);
    writes.run(['b1', 'b2'].map((name) => () => done.push(name)));
    expect(done).toEqual(['a1']);
    for (let i = 0; i < 6; i++) await turn();
    expect(done).toEqual(['a1', 'a2', 'a3', 'leave', 'b1', 'b2']);
  });
});
