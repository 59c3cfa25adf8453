import type { Industry } from '@qtify/shared/domain/industry';
import type { DoctorPatchBody } from '@qtify/shared/schemas/doctor-schemas';
import { nameRequired, partySizeRequired, specialtyRequired } from './doctor-errors';
import type { DoctorValues } from './doctors.repository';

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * The industry's rules for a doctor's fields (SPEC 5: name and specialty are required; a
 * restaurant's table has a party size instead of a specialty). On create every field is checked;
 * on update only those the body sends, so renaming a doctor never fails on a field left alone
 * (e.g. after the business changed its industry). Zod has trimmed the strings already.
 */
export function doctorFields(
  industry: Industry,
  body: DoctorPatchBody,
  mode: 'create' | 'update',
): Partial<DoctorValues> {
  const checks = (field: keyof DoctorPatchBody) => mode === 'create' || body[field] !== undefined;
  if (checks('name') && !body.name) throw nameRequired();
  const values: Partial<DoctorValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (industry === 'restaurant') {
    if (checks('partySize') && body.partySize === undefined) throw partySizeRequired();
    if (body.partySize !== undefined) values.partySize = body.partySize;
    if (body.specialty !== undefined) values.specialty = blankToNull(body.specialty);
  } else {
    if (checks('specialty') && !body.specialty) throw specialtyRequired();
    if (body.specialty !== undefined) values.specialty = body.specialty;
    if (body.partySize !== undefined) values.partySize = body.partySize;
  }
  return values;
}
