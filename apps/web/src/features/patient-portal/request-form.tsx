import type { PickupChoice } from '@qtify/shared/domain/prescription-status';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { type Portal, type PortalTarget, useSendPrescriptionRequest } from '../../lib/queries/patient-portal';
import classes from './patient-portal.module.css';

const PICKUPS: readonly PickupChoice[] = ['ecard', 'desk', 'pharmacy'];

/** Tick the medications, choose how to collect, see when it will be ready, send. */
export function RequestForm({
  target,
  portal,
  readyDate,
}: {
  target: PortalTarget;
  portal: Portal;
  readyDate: string;
}) {
  const { t } = useTranslation(['prescriptions', 'common']);
  const send = useSendPrescriptionRequest(target);
  const [chosen, setChosen] = useState<string[]>([]);
  const [pickup, setPickup] = useState<PickupChoice>('ecard');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const { rules } = portal;
  const toggle = (name: string) =>
    setChosen((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    send.mutate(
      { medications: chosen, pickup, ...(rules.freeText && note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setChosen([]);
          setNote('');
          setSent(true);
        },
      },
    );
  };

  if (portal.medications.length === 0 && !rules.freeText)
    return <p className={classes.muted}>{t('portal.noMedications')}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={classes.fieldset}>
        <legend>{t('portal.choose')}</legend>
        {portal.medications.map((item) => (
          <label key={item.name} className={classes.option}>
            <input type="checkbox" checked={chosen.includes(item.name)} onChange={() => toggle(item.name)} />
            <span>
              <strong>{item.name}</strong>
              {item.dose && <> · {item.dose}</>}
            </span>
          </label>
        ))}
      </fieldset>
      {rules.freeText && (
        <label>
          <span>{t('portal.note')}</span>
          <textarea
            className={classes.note}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
      )}
      <fieldset className={classes.fieldset}>
        <legend>{t('portal.pickup')}</legend>
        {PICKUPS.map((choice) => (
          <label key={choice} className={classes.option}>
            <input
              type="radio"
              name="pickup"
              checked={pickup === choice}
              onChange={() => setPickup(choice)}
            />
            <span>{t(`pickup.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className={classes.info} data-testid="ready-by">
        {t('portal.readyBy', { date: readyDate })} {t('portal.cutoff', { cutoff: rules.cutoff })}
        {rules.leadWorkingDays > 0 && <> {t('portal.lead', { count: rules.leadWorkingDays })}</>}
      </p>
      {send.isError && (
        <p className={classes.error} role="alert">
          {errorText(t, send.error)}
        </p>
      )}
      {sent && (
        <p className={classes.info} role="status">
          {t('portal.sent')}
        </p>
      )}
      {rules.remainingToday === 0 ? (
        <p className={classes.muted}>{t('portal.limit')}</p>
      ) : (
        <button
          type="submit"
          className={`${buttonClass('primary', 'md')} ${classes.submit}`}
          disabled={send.isPending || (chosen.length === 0 && !note.trim())}
        >
          {t('portal.send')}
        </button>
      )}
    </form>
  );
}
