import { describe, expect, it } from 'vitest';
import { type BoardEntry, entryTicket, initialsOf, lobbyBoard } from './lobby-board';

const NOW = new Date('2026-03-03T09:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function entry(firstName: string, lastName: string, more: Partial<BoardEntry> = {}): BoardEntry {
  return {
    status: 'checkIn',
    calledAt: null,
    messageSentAt: null,
    ticket: null,
    stationName: null,
    doctorName: null,
    firstName,
    lastName,
    ...more,
  };
}

describe('the lobby board', () => {
  it('shows calls newest first with their room, then who waits next, by ticket only', () => {
    const board = lobbyBoard(
      [
        entry('Anna', 'Berger', {
          ticket: 'A017',
          status: 'inTreatment',
          calledAt: minutesAgo(5),
          doctorName: 'Dr. Wolf',
        }),
        entry('Bernd', 'Huber', {
          ticket: 'A018',
          messageSentAt: minutesAgo(1),
          stationName: 'Raum 2',
          doctorName: 'Dr. Wolf',
        }),
        entry('Clara', 'Wolf', { ticket: 'A019' }),
        entry('Dora', 'Lind', { ticket: 'A020', status: 'notHere' }),
      ],
      'ticket',
      NOW,
    );
    expect(board).toEqual({
      called: [
        { ticket: 'A018', room: 'Raum 2', calledAt: minutesAgo(1).toISOString() },
        { ticket: 'A017', room: 'Dr. Wolf', calledAt: minutesAgo(5).toISOString() },
      ],
      next: [{ ticket: 'A019' }, { ticket: 'A020' }],
    });
    expect(JSON.stringify(board)).not.toMatch(/Anna|Berger|Bernd|Huber|Clara|Dora|Lind/);
  });

  it('drops a call after ten minutes and never lists a called patient as next', () => {
    const board = lobbyBoard(
      [
        entry('Anna', 'Berger', { messageSentAt: minutesAgo(11) }),
        entry('Bernd', 'Huber', { status: 'inTreatment', calledAt: minutesAgo(30) }),
        entry('Clara', 'Wolf'),
      ],
      'ticket',
      NOW,
    );
    expect(board).toEqual({ called: [], next: [{ ticket: 'C. W.' }] });
  });

  it('adds initials or the full name only when asked to', () => {
    const people = [entry('Anna Maria', 'Berger', { ticket: 'A1' })];
    expect(lobbyBoard(people, 'initials', NOW).next).toEqual([{ ticket: 'A1', name: 'A. B.' }]);
    expect(lobbyBoard(people, 'fullName', NOW).next).toEqual([{ ticket: 'A1', name: 'Anna Maria Berger' }]);
  });

  it('keeps the board short enough to read from five metres', () => {
    const many = Array.from({ length: 20 }, (_, n) =>
      entry('P', `Q${n}`, { ticket: `A${n}`, messageSentAt: n < 8 ? minutesAgo(n) : null }),
    );
    const board = lobbyBoard(many, 'ticket', NOW);
    expect(board.called.map((call) => call.ticket)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
    expect(board.next.map((next) => next.ticket)).toEqual(['A8', 'A9', 'A10', 'A11', 'A12', 'A13']);
  });

  it('makes initials of any script and stands them in for a missing ticket', () => {
    expect(initialsOf('ömer', 'çelik')).toBe('Ö. Ç.');
    expect(entryTicket({ ticket: null, firstName: 'Anna', lastName: 'Berger' })).toBe('A. B.');
    expect(entryTicket({ ticket: 'B004', firstName: 'Anna', lastName: 'Berger' })).toBe('B004');
  });
});
