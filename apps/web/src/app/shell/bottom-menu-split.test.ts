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

  it('keeps the staff’s daily screens on the bar and puts types, the notice board, settings and profile under "More"', () => {
    expect(ids(buildMemberNavigation(staff))).toEqual({
      bar: ['start', 'waitingRoom', 'calendar', 'doctors'],
      more: ['appointmentTypes', 'timetable', 'workflows', 'feed', 'settings', 'profile'],
    });
  });

  it('puts the setup first while the business cannot take bookings yet', () => {
    expect(ids(buildMemberNavigation(staff, false, false, true)).bar[0]).toBe('setup');
  });
});
