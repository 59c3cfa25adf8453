import type { Industry } from '@qtify/shared/domain/industry';
import { waitText } from '@qtify/shared/domain/wait-range-text';
import { IconArmchair, IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatientEntry } from '../../lib/queries/patient-entry';
import { splitMarkedNumber } from './marked-number';
import classes from './patient-room.module.css';
import type { RoomState } from './room-state';

/**
 * The big answer to "when is it my turn?": people ahead (or next, or being served) and the
 * approximate wait. A polite live region: every change is read out once the reader is idle.
 */
export function PositionCard({
  entry,
  state,
  industry,
  stale = false,
}: {
  entry: PatientEntry;
  state: Exclude<RoomState, 'done' | 'left' | 'noShow'>;
  industry: Industry;
  /** The last known state, not live (offline): drawn faded. */
  stale?: boolean;
}) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const context = { context: industry };
  const wait = waitText(entry.estimatedWaitRange);
  return (
    <section
      className={classes.card}
      data-state={state}
      data-stale={stale || undefined}
      aria-live="polite"
      aria-atomic="true"
    >
      {entry.ticket && (
        <p className={classes.ticket} data-testid="queue-ticket">
          <span className={classes.ticketLabel}>{t('room.ticket')}</span>
          <span className={classes.ticketNumber}>{entry.ticket}</span>
        </p>
      )}
      {entry.urgent && state !== 'inTreatment' && <p className={classes.wait}>{t('room.urgent')}</p>}
      {state === 'waiting' ? (
        <>
          <p className={classes.position} data-testid="queue-position">
            <AheadSentence text={t('room.ahead', { count: entry.ahead })} />
          </p>
          {wait && (
            <p className={classes.wait} data-testid="queue-wait">
              {t(`room.${wait.key}`, wait.values)}
            </p>
          )}
        </>
      ) : (
        <>
          <span className={classes.cardIcon} aria-hidden="true">
            {state === 'inTreatment' ? <IconArmchair size={36} /> : <IconBell size={36} />}
          </span>
          <p className={classes.headline} data-testid="queue-position">
            {t(`room.${state}`, context)}
          </p>
          <p className={classes.wait}>{t(`room.${state}Text`, context)}</p>
        </>
      )}
    </section>
  );
}

/** "2 persons before you" with the number drawn big, in the language's own word order. */
function AheadSentence({ text }: { text: string }) {
  const { before, number, after } = splitMarkedNumber(text);
  return (
    <>
      {before && <span>{before.trim()}</span>} <span className={classes.number}>{number}</span>{' '}
      {after && <span>{after.trim()}</span>}
    </>
  );
}
