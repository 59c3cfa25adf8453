import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetFrom, signedInTarget } from './redirect-target';

describe('login redirects', () => {
  it('remembers the whole requested address', () => {
    expect(loginPathFor({ pathname: '/waitingRoom/room', search: '?view=today', hash: '' })).toBe(
      '/login?redirect=%2FwaitingRoom%2Froom%3Fview%3Dtoday',
    );
  });

  it('returns to a remembered relative path and nowhere else', () => {
    expect(redirectTargetFrom('?redirect=%2FwaitingRoom%2Froom%3Fview%3Dtoday')).toBe(
      '/waitingRoom/room?view=today',
    );
    expect(redirectTargetFrom('?redirect=%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTargetFrom('')).toBe('/');
  });

  it('round-trips through loginPathFor', () => {
    const login = loginPathFor({ pathname: '/profile/profile_index', search: '', hash: '#password' });
    expect(redirectTargetFrom(login.slice(login.indexOf('?')))).toBe('/profile/profile_index#password');
  });
});

describe('after signing in on a guest page', () => {
  const newPractice = { company: null, temporary: false };
  const staff = { company: { id: 'b1', name: 'Praxis' }, temporary: false };

  it('sends a new account without a business to the business setup', () => {
    expect(signedInTarget('', newPractice)).toBe('/waitingRoom/InitialCompany');
  });

  it('lands staff on their business’s start page (the day at a glance), not on the marketing page', () => {
    expect(signedInTarget('', staff)).toBe('/startpage');
    expect(signedInTarget('', staff, 'done')).toBe('/startpage');
  });

  it('lands staff in the setup while their business cannot take bookings yet', () => {
    expect(signedInTarget('', staff, 'doctor')).toBe('/waitingRoom/InitialCompany');
    expect(signedInTarget('', staff, 'appointmentType')).toBe('/waitingRoom/InitialCompany');
  });

  it('keeps a remembered page, and sends a temporary patient account home', () => {
    expect(signedInTarget('?redirect=%2Fuser-profile', newPractice)).toBe('/user-profile');
    expect(signedInTarget('?redirect=%2Fuser-profile', staff)).toBe('/user-profile');
    expect(signedInTarget('', { company: null, temporary: true })).toBe('/');
  });
});
