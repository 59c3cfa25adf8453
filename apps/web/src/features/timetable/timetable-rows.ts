import type { DayOwner, Timetable } from '../../lib/queries/timetable';

/** One day of a row: its hours (from the week or a changed date) and, for doctors, absences. */
export interface RowDay {
  date: string;
  hours: { start: string; end: string }[];
  exception: boolean;
  absences: {
    id: string;
    allDay: boolean;
    start: string | null;
    end: string | null;
    reason: string | null;
  }[];
}

/** A line of the timetable: a doctor (table) or a member of staff. */
export interface TimetableRow {
  owner: DayOwner;
  name: string;
  /** The member's role, for staff rows. */
  role: string | null;
  days: RowDay[];
}

/** The doctors first, then the staff, as the grid and the day list show them. */
export function timetableRows(timetable: Timetable): { doctors: TimetableRow[]; members: TimetableRow[] } {
  return {
    doctors: timetable.doctors.map((doctor) => ({
      owner: { kind: 'doctor', id: doctor.id },
      name: doctor.name,
      role: null,
      days: doctor.days,
    })),
    members: timetable.members.map((member) => ({
      owner: { kind: 'member', id: member.userId },
      name: `${member.firstName} ${member.lastName}`.trim(),
      role: member.role,
      days: member.days.map((day) => ({ ...day, absences: [] })),
    })),
  };
}
