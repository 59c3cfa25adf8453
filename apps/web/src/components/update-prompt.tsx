import '@mantine/core/styles/Button.layer.css';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateUpdate } from '../lib/service-worker';
import classes from './pwa-prompts.module.css';

/** "A new version is available – reload": the waiting service worker takes over on the click. */
export function UpdatePrompt({ worker }: { worker: ServiceWorker }) {
  const { t } = useTranslation('pwa');
  const [later, setLater] = useState(false);
  const [busy, setBusy] = useState(false);
  if (later) return null;
  const reload = () => {
    setBusy(true);
    activateUpdate(worker);
  };
  return (
    <section className={classes.card} aria-labelledby="pwa-update-title" data-testid="update-prompt">
      <span className={classes.badge} aria-hidden="true">
        <IconRefresh size={22} />
      </span>
      <div className={classes.text}>
        <h2 id="pwa-update-title" className={classes.title}>
          {t('update.title')}
        </h2>
        <p className={classes.body}>{t('update.text')}</p>
      </div>
      <div className={classes.actions}>
        <Button variant="default" size="md" onClick={() => setLater(true)}>
          {t('update.later')}
        </Button>
        <Button size="md" onClick={reload} loading={busy}>
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
