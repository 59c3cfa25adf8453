import { describe, expect, it } from 'vitest';
import { splitBottomMenu } from './bottom-menu-split';
import { buildMemberNavigation } from './member-navigation';

const staff = {
  company: { id: 's1', name: 'Praxis' },
  shop: { id: 's1', name: 'Praxis', industry: { theme: 'medical' as const } },
  temporary: false,
};
const ids = (navigation: ReturnType<typeof buildMemberNavigation>) =>
  splitBottomMenu(navigation.groups.flatMap((group) => group.items.map((item) => item.id)));

describe('the phone’s bottom menu', () => {
  it('shows a patient’s two entries without "More"', () => {
    expect(ids(buildMemberNavigation({ company: null, shop: null, temporary: true }))).toEqual({
      bar: ['waitingRoom', 'profile'],
      more: [],
    });
  });

  it('keeps a practice’s daily screens (prescriptions too) on the bar and puts doctors, types, the notice board, settings and profile under "More"', () => {
    expect(ids(buildMemberNavigation(staff))).toEqual({
      bar: ['start', 'waitingRoom', 'calendar', 'medis'],
      more: [
        'doctors',
        'appointmentTypes',
        'catalogue',
        'timetable',
        'workflows',
        'feed',
        'settings',
        'profile',
      ],
    });
  });

  it('keeps the doctors (the salon’s team) on the bar where there are no prescriptions', () => {
    const salon = { ...staff, shop: { ...staff.shop, industry: { theme: 'hairdresser' as const } } };
    expect(ids(buildMemberNavigation(salon)).bar).toEqual(['start', 'waitingRoom', 'calendar', 'doctors']);
  });

  it('puts the setup first while the business cannot take bookings yet', () => {
    expect(ids(buildMemberNavigation(staff, false, false, true)).bar[0]).toBe('setup');
  });
});
