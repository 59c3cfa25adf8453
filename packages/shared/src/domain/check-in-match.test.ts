import { describe, expect, it } from 'vitest';
import { appointmentToCheckIn } from './check-in-match';

const at = (time: string) => new Date(`2026-03-03T${time}:00.000Z`);
const nine = { id: 'nine', start: at('09:00'), end: at('09:30') };
const eleven = { id: 'eleven', start: at('11:00'), end: at('11:30') };

describe('which appointment a check-in by name takes', () => {
  it('takes the one whose window is open now', () => {
    expect(appointmentToCheckIn([eleven, nine], at('08:10'))).toEqual({ state: 'open', appointment: nine });
    expect(appointmentToCheckIn([nine, eleven], at('10:05'))).toEqual({ state: 'open', appointment: eleven });
  });

  it('says closed when the patient has appointments today but none is open, none when there are none', () => {
    expect(appointmentToCheckIn([nine, eleven], at('09:45'))).toEqual({ state: 'closed' });
    expect(appointmentToCheckIn([nine], at('07:59'))).toEqual({ state: 'closed' });
    expect(appointmentToCheckIn([], at('09:00'))).toEqual({ state: 'none' });
  });
});
