import { describe, expect, it } from 'vitest';
import { alertPlaces } from './queue-alert';
import { isTicketLetter, ticketLabel } from './queue-ticket';

describe('tickets', () => {
  it('write the line’s letter and the number of the day with three digits, more past 999', () => {
    expect(ticketLabel('A', 1)).toBe('A001');
    expect(ticketLabel('A', 17)).toBe('A017');
    expect(ticketLabel('B', 1234)).toBe('B1234');
  });

  it('take one capital letter as a line’s letter', () => {
    expect(isTicketLetter('C')).toBe(true);
    expect(isTicketLetter('c')).toBe(false);
    expect(isTicketLetter('AB')).toBe(false);
  });
});

describe('the places the alert looks at', () => {
  it('are the first alertAhead + 1 waiting places, fewer in a short queue, none when off', () => {
    expect(alertPlaces(10, 1)).toBe(2);
    expect(alertPlaces(10, 0)).toBe(1);
    expect(alertPlaces(1, 3)).toBe(1);
    expect(alertPlaces(10, null)).toBe(0);
  });
});
