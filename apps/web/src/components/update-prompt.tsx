import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activateUpdate } from '../lib/service-worker';
import { buttonClass } from './button-class';
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
        <button type="button" className={buttonClass('default')} onClick={() => setLater(true)}>
          {t('update.later')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={reload}
          disabled={busy}
          aria-busy={busy}
        >
          {t('update.reload')}
        </button>
      </div>
    </section>
  );
}
