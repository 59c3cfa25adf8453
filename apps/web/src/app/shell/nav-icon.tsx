import {
  IconArmchair,
  IconCalendarEvent,
  IconClipboardList,
  IconClockHour4,
  IconLayoutDashboard,
  IconListNumbers,
  IconPill,
  IconRocket,
  IconSettings,
  IconSpeakerphone,
  IconTag,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavItemId } from './member-navigation';

const ICONS = {
  setup: IconRocket,
  start: IconLayoutDashboard,
  feed: IconSpeakerphone,
  waitingRoom: IconArmchair,
  calendar: IconCalendarEvent,
  medis: IconPill,
  doctors: IconUsers,
  appointmentTypes: IconClipboardList,
  catalogue: IconTag,
  timetable: IconClockHour4,
  workflows: IconListNumbers,
  settings: IconSettings,
  team: IconUsersGroup,
  profile: IconUserCircle,
} as const;

/** The icon of a menu entry, shared by the side navigation and the bottom menu. */
export function NavIcon({ id, size = 20 }: { id: NavItemId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} stroke={1.8} aria-hidden="true" />;
}
