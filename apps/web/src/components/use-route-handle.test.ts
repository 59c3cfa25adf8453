import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { describe, expect, it } from 'vitest';
import { routeHandleFor } from './use-route-handle';

describe('the route handle of an address', () => {
  it('names the page of the route table, aliases and parameters included', () => {
    expect(routeHandleFor('/waitingRoom/patientRoom')?.routeId).toBe('patientRoom');
    expect(routeHandleFor('/q/abc123')?.routeId).toBe('patientRoom');
    expect(routeHandleFor('/bookingflow/booking')?.routeId).toBe('manageBooking');
    expect(routeHandleFor('/bookingflow/bookAppointment')?.routeId).toBe('bookAppointment');
    expect(routeHandleFor('/')?.routeId).toBe('landing');
  });

  it('marks the screens of later releases as placeholders', () => {
    // Whichever screens are still to come (the counter, /pos, is built: issue 22).
    const later = ROUTES.find((spec) => spec.placeholder);
    if (later) expect(routeHandleFor(later.paths[0]!.replace(/:\w+\??/g, 'x'))?.placeholder).toBe('screen');
    expect(routeHandleFor('/pos')?.placeholder).toBeUndefined();
    expect(routeHandleFor('/medis')?.placeholder).toBeUndefined();
  });

  it('is the 404 page for an unknown address and nothing for an old one that is redirected', () => {
    expect(routeHandleFor('/no/such/page')?.routeId).toBe('notFound');
    expect(routeHandleFor('/signup_old')).toBeNull();
  });
});
