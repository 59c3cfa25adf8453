import { z } from 'zod';

/** Who a patient is, as an appointment, a list row and the record show them. */
export const ZPatientSummary = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthdate: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'PatientSummary' });
export type PatientSummary = z.infer<typeof ZPatientSummary>;
