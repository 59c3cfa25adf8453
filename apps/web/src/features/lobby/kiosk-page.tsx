import '../../components/form-styles';
import { Button, Loader } from '@mantine/core';
import { IconCalendarCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { type KioskEntry, useKioskPlace } from '../../lib/queries/lobby';
import classes from './kiosk.module.css';
import { KioskForm } from './kiosk-form';
import { KioskTicket } from './kiosk-ticket';
import { useLobbyTranslation } from './use-lobby-translation';
import { useWakeLock } from './use-wake-lock';

type Step =
  | { kind: 'choose' }
  | { kind: 'walkIn' | 'appointment' }
  | { kind: 'done'; via: 'walkIn' | 'appointment'; entry: KioskEntry };

/**
 * `/kiosk/<token>`: the tablet at the entrance. A walk-in without a phone registers (the
 * self-registration's rules), a patient with an appointment checks in by name and birth date; both
 * see their ticket (and may print it), then the screen starts over. No patient link or token is kept
 * on the tablet: each visit ends on the start screen.
 */
export function KioskPage() {
  const { token = '' } = useParams();
  const { t } = useLobbyTranslation();
  const place = useKioskPlace(token);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // A new form for every visit: nothing the previous person typed stays in it.
  const [visit, setVisit] = useState(0);
  useWakeLock();
  const startOver = () => {
    setVisit((count) => count + 1);
    setStep({ kind: 'choose' });
  };

  if (place.isError) {
    const revoked = isApiError(place.error) && place.error.status === 404;
    return (
      <main className={classes.screen}>
        <h1 className={classes.notice} role="alert">
          {revoked ? t('kiosk.revoked') : t('kiosk.loadFailed')}
        </h1>
      </main>
    );
  }
  if (!place.data) {
    return (
      <main className={classes.screen}>
        <Loader size="xl" />
      </main>
    );
  }
  const context = place.data.industry;
  return (
    <main className={classes.screen} data-testid="kiosk">
      <h1 className={classes.welcome}>{t('kiosk.welcome', { name: place.data.name })}</h1>
      {step.kind === 'choose' && (
        <div className={classes.choices}>
          <p className={classes.lead}>{t('kiosk.choose')}</p>
          <Button
            size="xl"
            className={classes.choice}
            leftSection={<IconUserPlus size={36} aria-hidden="true" />}
            onClick={() => setStep({ kind: 'walkIn' })}
          >
            {t('kiosk.walkIn', { context })}
          </Button>
          <Button
            size="xl"
            variant="light"
            className={classes.choice}
            leftSection={<IconCalendarCheck size={36} aria-hidden="true" />}
            onClick={() => setStep({ kind: 'appointment' })}
          >
            {t('kiosk.appointment', { context })}
          </Button>
        </div>
      )}
      {(step.kind === 'walkIn' || step.kind === 'appointment') && (
        <KioskForm
          key={visit}
          token={token}
          mode={step.kind}
          industry={context}
          onBack={startOver}
          onDone={(entry) => setStep({ kind: 'done', via: step.kind as 'walkIn' | 'appointment', entry })}
        />
      )}
      {step.kind === 'done' && <KioskTicket entry={step.entry} via={step.via} onDone={startOver} />}
    </main>
  );
}
