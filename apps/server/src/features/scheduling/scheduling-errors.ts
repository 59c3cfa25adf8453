import { AppError } from '../../errors/app-error';

// The refusals of reserving a slot, the same for every path (public booking, staff create, move).

/** Someone else booked that time first (or it overlaps another appointment of the doctor). */
export const slotTaken = () =>
  new AppError(409, 'SLOT_TAKEN', 'The time is booked already', { fields: { start: 'slotTaken' } });

/** The time is not one the business offers (outside working times, absent, past, off the grid). */
export const slotUnavailable = (field = 'start') =>
  new AppError(422, 'SLOT_UNAVAILABLE', 'This time cannot be booked', { fields: { [field]: 'unavailable' } });

/** No table of the type seats that many persons: the guest should call the restaurant. */
export const partyTooLarge = () =>
  new AppError(422, 'PARTY_TOO_LARGE', 'No table seats that many persons', {
    fields: { partySize: 'partyTooLarge' },
  });

/** The phone or e-mail already holds the most open future bookings a contact may have at the place. */
export const bookingLimit = (max: number, fields: Record<string, string>) =>
  new AppError(409, 'BOOKING_LIMIT', `At most ${max} open bookings per phone number and per e-mail address`, {
    fields,
  });

/** The business's cancellation deadline has passed: the patient calls to cancel or move. */
export const cancelDeadlinePassed = () =>
  new AppError(422, 'CANCEL_DEADLINE_PASSED', 'Too close to the start to cancel or move online');

/**
 * Staff: the time lies in an absence, outside working hours or in the past (`fields.start` names
 * which, most important first); sending `override: true` books it anyway.
 */
export const outsideAvailability = (problem: string) =>
  new AppError(409, 'OUTSIDE_AVAILABILITY', 'The time lies outside the doctor’s availability', {
    fields: { start: problem },
  });

/** The day's online bookings reached the business's (or the type's) maxPerDay. */
export const dayFull = () =>
  new AppError(422, 'SLOT_UNAVAILABLE', 'No more online bookings on this day', {
    fields: { start: 'dayFull' },
  });
