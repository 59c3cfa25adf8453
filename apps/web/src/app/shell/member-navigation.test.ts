import { describe, expect, it } from 'vitest';
import { buildMemberNavigation } from './member-navigation';

const shop = { id: 's1', name: 'Praxis Dr. Berger', industry: { theme: 'medical' as const } };
const company = { id: 's1', name: 'Praxis Dr. Berger' };

describe('buildMemberNavigation', () => {
  it('gives a practice user the clinic group with the start page first, then waiting room, calendar, prescriptions, doctors, types, the timetable, the lines, the notice board and settings, plus profile', () => {
    const navigation = buildMemberNavigation({ company, shop, temporary: false });
    expect(navigation.title).toEqual({ text: 'Praxis Dr. Berger' });
    expect(navigation.subtitleKey).toBe('shell.managementSubtitle');
    expect(navigation.groups.map((group) => group.labelKey)).toEqual(['shell.businessName', null]);
    expect(navigation.groups.flatMap((group) => group.items.map((entry) => [entry.id, entry.to]))).toEqual([
      ['start', '/startpage'],
      ['waitingRoom', '/waitingRoom/room'],
      ['calendar', '/waitingRoom/OrdinationCalendar'],
      ['medis', '/medis'],
      ['doctors', '/bookingflow/manageDoctors'],
      ['appointmentTypes', '/bookingflow/manageAppointmentTypes'],
      ['catalogue', '/profile/product'],
      ['timetable', '/profile/timetable'],
      ['workflows', '/profile/workflow'],
      ['feed', '/feed'],
      ['settings', '/waitingRoom/ordinationMainMenu'],
      ['profile', '/profile/profile_index'],
    ]);
  });

  it('has repeat prescriptions (/medis) for medical practices only, not for a salon or a restaurant', () => {
    for (const theme of ['hairdresser', 'restaurant', 'business'] as const) {
      const other = { ...shop, industry: { theme } };
      const ids = buildMemberNavigation({ company, shop: other, temporary: false }).groups.flatMap((group) =>
        group.items.map((entry) => entry.id),
      );
      expect(ids).not.toContain('medis');
      expect(ids).toContain('calendar');
    }
  });

  it('puts the setup first while the business cannot take bookings yet', () => {
    const [clinic] = buildMemberNavigation({ company, shop, temporary: false }, false, false, true).groups;
    expect(clinic?.items.slice(0, 2).map((entry) => [entry.id, entry.to])).toEqual([
      ['setup', '/waitingRoom/InitialCompany'],
      ['start', '/startpage'],
    ]);
  });

  it('gives an account that signed up without a business the setup, not the patient menu', () => {
    const navigation = buildMemberNavigation({ company: null, shop: null, temporary: false });
    expect(navigation.title).toEqual({ key: 'shell.defaultName' });
    expect(navigation.groups.flatMap((group) => group.items.map((entry) => entry.id))).toEqual([
      'setup',
      'profile',
    ]);
  });

  it('counts aliases as the same entry', () => {
    const [clinic] = buildMemberNavigation({ company, shop, temporary: false }).groups;
    expect(clinic?.items.find((entry) => entry.id === 'waitingRoom')?.paths).toContain(
      '/ro23omasfdas/asdflkjsdsd',
    );
  });

  it('shows the default name when the business has no name yet', () => {
    const navigation = buildMemberNavigation({
      company: { id: 's1', name: ' ' },
      shop: { ...shop, name: '' },
      temporary: false,
    });
    expect(navigation.title).toEqual({ key: 'shell.defaultName' });
  });

  it('gives a patient (a temporary account) the word Patient, no subtitle, and waiting room plus profile', () => {
    const navigation = buildMemberNavigation({ company: null, shop: null, temporary: true });
    expect(navigation.title).toEqual({ key: 'shell.patient' });
    expect(navigation.subtitleKey).toBeNull();
    expect(navigation.groups).toHaveLength(1);
    expect(navigation.groups[0]?.items.map((entry) => entry.to)).toEqual([
      '/waitingRoom/patientRoom',
      '/profile/profile_index',
    ]);
  });

  it('words a patient at a known place with that industry’s word for them (a restaurant’s Gast)', () => {
    const navigation = buildMemberNavigation({ company: null, shop: null, temporary: false }, false, true);
    expect(navigation.title).toEqual({ key: 'shell.patientWord' });
    expect(navigation.groups[0]?.items.map((entry) => entry.labelKey)).toEqual([
      'nav.waitingRoom',
      'nav.profile',
    ]);
  });

  it('shows the word Patient when the shop lookup failed', () => {
    const navigation = buildMemberNavigation({ company, shop, temporary: false }, true);
    expect(navigation.title).toEqual({ key: 'shell.patient' });
    expect(navigation.subtitleKey).toBe('shell.managementSubtitle');
  });
});
