import { describe, expect, it } from 'vitest';
import { staffAppointment } from '../../test/staff-appointment';
import { businessHours, textColorOn, toCalendarEvent, visibleHours, widenHours } from './calendar-events';

const appointment = staffAppointment({
  title: 'Erstgespräch',
  start: '2026-03-30T07:00:00.000Z',
  end: '2026-03-30T07:30:00.000Z',
  color: '#ffc107',
});

describe('appointments as calendar events', () => {
  it('names the patient and the type and keeps the appointment', () => {
    const event = toCalendarEvent(appointment, 'Europe/Vienna');
    expect(event.title).toBe('Eva Huber · Erstgespräch');
    expect(event.id).toBe('a1');
    expect(event.extendedProps.appointment).toBe(appointment);
  });

  it('places it at the business wall clock (Vienna summer time, the day after the change)', () => {
    const event = toCalendarEvent(appointment, 'Europe/Vienna');
    expect(event.start).toBe('2026-03-30T09:00:00.000Z');
    expect(event.end).toBe('2026-03-30T09:30:00.000Z');
  });

  it('paints it in the type colour with readable text', () => {
    const event = toCalendarEvent(appointment, 'Europe/Vienna');
    expect(event.backgroundColor).toBe('#ffc107');
    expect(event.textColor).toBe('#000000');
    expect(textColorOn('#2196f3')).toBe('#000000');
    expect(textColorOn('#9c27b0')).toBe('#ffffff');
  });

  it('falls back to grey for a colour that is not #rrggbb', () => {
    expect(toCalendarEvent({ ...appointment, color: 'red' }, 'UTC').backgroundColor).toBe('#607d8b');
  });

  it('shows only the patient when the appointment has no title', () => {
    expect(toCalendarEvent({ ...appointment, title: '' }, 'UTC').title).toBe('Eva Huber');
  });
});

describe('the visible hours', () => {
  it('spans the earliest start to the latest end, in whole hours', () => {
    expect(
      visibleHours([
        { weekday: 1, start: '08:30', end: '12:00' },
        { weekday: 6, start: '07:15', end: '17:10' },
      ]),
    ).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '18:00:00' });
  });

  it('shows 07:00 to 20:00 without working times', () => {
    expect(visibleHours([])).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '20:00:00' });
  });

  it('turns working times into business hours with Sunday as 0', () => {
    expect(businessHours([{ weekday: 7, start: '09:00', end: '12:00' }])).toEqual([
      { daysOfWeek: [0], startTime: '09:00', endTime: '12:00' },
    ]);
  });
});

describe('hours widened for appointments outside them', () => {
  const hours = { slotMinTime: '08:00:00', slotMaxTime: '18:00:00' };

  it('keeps the hours when every appointment fits', () => {
    expect(
      widenHours(hours, [{ start: '2026-11-23T09:00:00.000Z', end: '2026-11-23T09:30:00.000Z' }]),
    ).toEqual(hours);
  });

  it('starts earlier and ends later for appointments outside', () => {
    expect(
      widenHours(hours, [
        { start: '2026-11-23T06:45:00.000Z', end: '2026-11-23T07:15:00.000Z' },
        { start: '2026-11-24T18:30:00.000Z', end: '2026-11-24T19:10:00.000Z' },
      ]),
    ).toEqual({ slotMinTime: '06:00:00', slotMaxTime: '20:00:00' });
  });

  it('runs to midnight for an appointment that ends the next day', () => {
    expect(
      widenHours(hours, [{ start: '2026-11-23T23:30:00.000Z', end: '2026-11-24T00:30:00.000Z' }]),
    ).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '24:00:00',
    });
  });
});
