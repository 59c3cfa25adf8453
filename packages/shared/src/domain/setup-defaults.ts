import type { Industry } from './industry';
import type { WorkingTime } from './working-times';

/**
 * What the first setup suggests, per industry, so a new business takes bookings after a few clicks:
 * typical opening hours for the first doctor (table, team member) and the duration of the first
 * appointment type (its title is a catalogue text, `onboarding.type.suggestion_<industry>`).
 * Everything stays editable in the setup and later.
 */
export interface SetupDefaults {
  /** Weekdays 1–7 (Mon = 1) that are open. */
  weekdays: readonly number[];
  /** The day's opening hours, the same on every open weekday. */
  hours: readonly { start: string; end: string }[];
  typeMinutes: number;
}

const OFFICE: SetupDefaults = {
  weekdays: [1, 2, 3, 4, 5],
  hours: [
    { start: '08:00', end: '12:00' },
    { start: '13:00', end: '17:00' },
  ],
  typeMinutes: 30,
};

export const SETUP_DEFAULTS: Record<Industry, SetupDefaults> = {
  business: OFFICE,
  medical: { ...OFFICE, typeMinutes: 15 },
  // Salons open on Saturdays and close on Mondays; no lunch break.
  hairdresser: { weekdays: [2, 3, 4, 5, 6], hours: [{ start: '09:00', end: '18:00' }], typeMinutes: 30 },
  restaurant: {
    weekdays: [2, 3, 4, 5, 6, 7],
    hours: [
      { start: '11:30', end: '14:30' },
      { start: '17:30', end: '22:00' },
    ],
    typeMinutes: 90,
  },
};

/** The week of working times that open weekdays × daily hours make (what `PUT …/working-times` takes). */
export function weekFromHours(
  weekdays: readonly number[],
  hours: readonly { start: string; end: string }[],
): WorkingTime[] {
  return [...weekdays]
    .sort((a, b) => a - b)
    .flatMap((weekday) => hours.map(({ start, end }) => ({ weekday, start, end })));
}
