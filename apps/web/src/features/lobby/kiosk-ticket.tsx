import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { KioskEntry } from '../../lib/queries/lobby';
import classes from './kiosk.module.css';
import { useLobbyTranslation } from './use-lobby-translation';

/** How long the ticket stays on the kiosk before it starts over for the next person. */
export const KIOSK_RESET_SECONDS = 20;

/**
 * The ticket on the kiosk: the number, a greeting, how many wait before; print it (where a printer
 * is set up) or "Done". After KIOSK_RESET_SECONDS the kiosk starts over by itself.
 */
export function KioskTicket({
  entry,
  via,
  onDone,
}: {
  entry: KioskEntry;
  via: 'walkIn' | 'appointment';
  onDone: () => void;
}) {
  const { t } = useLobbyTranslation();
  const [left, setLeft] = useState(KIOSK_RESET_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onDone]);
  return (
    <section className={classes.ticketCard} aria-labelledby="kiosk-number" data-testid="kiosk-ticket">
      <p className={classes.lead}>
        {via === 'appointment'
          ? t('kiosk.checkedIn', { name: entry.firstName })
          : t('kiosk.registered', { name: entry.firstName })}
      </p>
      <h2 id="kiosk-number" className={classes.numberLabel}>
        {t('kiosk.yourNumber')}
      </h2>
      <p className={classes.number} data-testid="kiosk-ticket-number">
        {entry.ticket}
      </p>
      <p className={classes.lead}>{t('kiosk.ahead', { count: entry.ahead })}</p>
      <p className={classes.lead}>{t('kiosk.takeASeat')}</p>
      <Group grow className={classes.noPrint}>
        <Button
          size="xl"
          variant="default"
          leftSection={<IconPrinter size={28} aria-hidden="true" />}
          onClick={() => window.print()}
        >
          {t('kiosk.print')}
        </Button>
        <Button size="xl" onClick={onDone}>
          {t('kiosk.done')}
        </Button>
      </Group>
      <p className={`${classes.countdown} ${classes.noPrint}`} role="timer">
        {t('kiosk.resetsIn', { seconds: left })}
      </p>
    </section>
  );
}
