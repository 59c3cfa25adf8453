/**
 * The first setup of a business (the wizard at `/waitingRoom/InitialCompany`): a business, a first
 * doctor (table, team member) with working hours, and a first appointment type. Until all three
 * exist the public booking page has nothing to offer, so the staff frame keeps pointing to the setup.
 */
export type SetupStep = 'business' | 'doctor' | 'appointmentType' | 'done';

export interface SetupFacts {
  hasBusiness: boolean;
  doctors: readonly { workingTimes: readonly unknown[] }[];
  appointmentTypeCount: number;
}

/** The first step still to do; `done` when the booking page can take bookings. */
export function nextSetupStep({ hasBusiness, doctors, appointmentTypeCount }: SetupFacts): SetupStep {
  if (!hasBusiness) return 'business';
  // A doctor without hours offers no time: the step is done only with hours.
  if (!doctors.some((doctor) => doctor.workingTimes.length > 0)) return 'doctor';
  if (appointmentTypeCount === 0) return 'appointmentType';
  return 'done';
}
