import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { clashMessage } from './clash-message';

const slotTaken = new ApiError({ status: 409, code: 'SLOT_TAKEN', message: 'The time is booked already' });

describe('clashMessage', () => {
  it('names the doctor whose appointment the new time overlaps', () => {
    expect(clashMessage(slotTaken, 'Dr. Maria Berger')).toEqual({
      key: 'calendar:clash',
      values: { doctor: 'Dr. Maria Berger' },
    });
  });

  it('still speaks of a clash when the doctor is not known', () => {
    expect(clashMessage(slotTaken, undefined)).toEqual({ key: 'calendar:clashSomeone' });
  });

  it('leaves other failures to their usual text', () => {
    expect(
      clashMessage(new ApiError({ status: 422, code: 'SLOT_UNAVAILABLE', message: '' }), 'Dr. B'),
    ).toBeNull();
    expect(clashMessage(new Error('offline'), 'Dr. B')).toBeNull();
  });
});
