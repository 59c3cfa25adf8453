import type { Industry } from '@qtify/shared/domain/industry';
import { IconArmchair, IconBell } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { PatientEntry } from './patient-queue-api';
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
}: {
  entry: PatientEntry;
  state: Exclude<RoomState, 'done' | 'left'>;
  industry: Industry;
}) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const context = { context: industry };
  return (
    <section className={classes.card} data-state={state} aria-live="polite" aria-atomic="true">
      {state === 'waiting' ? (
        <>
          <p className={classes.position} data-testid="queue-position">
            <Trans
              t={t}
              i18nKey="room.ahead"
              count={entry.ahead}
              values={{ count: entry.ahead }}
              components={{ num: <span className={classes.number} /> }}
            />
          </p>
          {entry.estimatedWaitMinutes > 0 && (
            <p className={classes.wait}>{t('room.wait', { count: entry.estimatedWaitMinutes })}</p>
          )}
        </>
      ) : state === 'next' ? (
        <>
          <span className={classes.cardIcon} aria-hidden="true">
            <IconBell size={36} />
          </span>
          <p className={classes.headline} data-testid="queue-position">
            {t('room.next')}
          </p>
          <p className={classes.wait}>{t('room.nextText', context)}</p>
        </>
      ) : (
        <>
          <span className={classes.cardIcon} aria-hidden="true">
            <IconArmchair size={36} />
          </span>
          <p className={classes.headline} data-testid="queue-position">
            {t('room.inTreatment', context)}
          </p>
          <p className={classes.wait}>{t('room.inTreatmentText', context)}</p>
        </>
      )}
    </section>
  );
}
