import type { APIRequestContext } from '@playwright/test';
import { signUpByApi, type TestAccount } from './accounts';
import { type BusinessData, type CreatedBusiness, createBusiness } from './businesses';
import { addAppointmentType, addDoctor, WEEKDAYS, type WorkingWeek } from './schedule';

export interface SeededPractice {
  account: TestAccount;
  business: CreatedBusiness;
  doctorId: string;
  /** Null with `withType: false`. */
  typeId: string | null;
}

export interface PracticeOptions {
  /** The owner's name and address (signUpByApi's defaults otherwise). */
  owner?: Partial<TestAccount>;
  business?: Partial<BusinessData>;
  doctor?: { name: string; specialty?: string; partySize?: number };
  week?: WorkingWeek;
  type?: { title: string; durationMinutes: number };
  /** False: a doctor with a week but nothing to book yet. */
  withType?: boolean;
  /** False: the owner has not confirmed the address, so patients cannot book or register online. */
  verified?: boolean;
}

/**
 * A new owner's practice that takes bookings: "Ordination Dr. Berger" (medical) with Dr. Maria
 * Berger working Monday to Friday 08:00–18:00 and a 30-minute "Erstuntersuchung". Every part can
 * be changed through the options.
 */
export async function seedPractice(
  request: APIRequestContext,
  options: PracticeOptions = {},
): Promise<SeededPractice> {
  const account = await signUpByApi(request, options.owner, { verified: options.verified ?? true });
  const business = await createBusiness(request, account.token, {
    name: 'Ordination Dr. Berger',
    industry: 'medical',
    ...options.business,
  });
  const doctorId = await addDoctor(
    request,
    account.token,
    business.id,
    options.doctor ?? { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
    options.week ?? { days: WEEKDAYS, start: '08:00', end: '18:00' },
  );
  const typeId =
    options.withType === false
      ? null
      : await addAppointmentType(request, account.token, business.id, {
          ...(options.type ?? { title: 'Erstuntersuchung', durationMinutes: 30 }),
          doctorIds: [doctorId],
        });
  return { account, business, doctorId, typeId };
}
