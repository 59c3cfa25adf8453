import { useTranslation } from 'react-i18next';
import classes from './booking.module.css';

/**
 * "Which doctor?": "any" (the first free one, the default) or one of the type's doctors, as
 * buttons like the party size's (no select: a tap on a phone, and no extra code on the page).
 */
export function DoctorPicker({
  doctors,
  doctorId,
  industry,
  onDoctor,
}: {
  doctors: readonly { id: string; name: string }[];
  /** The chosen doctor, null for "any". */
  doctorId: string | null;
  industry: string;
  onDoctor: (doctorId: string | null) => void;
}) {
  const { t } = useTranslation('booking');
  const choices = [{ id: null, name: t('doctor.any') }, ...doctors];
  return (
    <fieldset className={classes.party}>
      <legend className={classes.partyLegend}>{t('summary.who', { context: industry })}</legend>
      {choices.map((doctor) => (
        <button
          key={doctor.id ?? 'any'}
          type="button"
          className={classes.partyButton}
          aria-pressed={doctorId === doctor.id}
          onClick={() => onDoctor(doctor.id)}
        >
          {doctor.name}
        </button>
      ))}
    </fieldset>
  );
}
