import { IconDownload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../lib/browser-storage';
import { useIndustry } from '../lib/industry-context';
import { type BeforeInstallPromptEvent, pwaState } from '../lib/pwa-state';
import { buttonClass } from './button-class';
import classes from './pwa-prompts.module.css';

/** Set when the visitor closed the banner: it does not come back on this device. */
export const INSTALL_DISMISSED_KEY = 'pwa.installDismissed';
const local = browserStorage('local');

/** "Install Qtify as an app" with an Install button, when the browser offers installing. */
export function InstallBanner({ prompt }: { prompt: BeforeInstallPromptEvent }) {
  const { t } = useTranslation('pwa');
  const industry = useIndustry();
  const [dismissed, setDismissed] = useState(() => local.get(INSTALL_DISMISSED_KEY) !== null);
  if (dismissed) return null;

  const install = async () => {
    try {
      await prompt.prompt();
      await prompt.userChoice;
    } catch (error) {
      console.warn('Install prompt failed', error);
    }
    // The event can prompt once; accepted or not, the banner has done its job.
    pwaState.set({ installPrompt: null });
  };
  const dismiss = () => {
    local.set(INSTALL_DISMISSED_KEY, new Date().toISOString());
    setDismissed(true);
  };

  return (
    <section className={classes.card} aria-labelledby="pwa-install-title" data-testid="install-banner">
      <img className={classes.icon} src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className={classes.text}>
        <h2 id="pwa-install-title" className={classes.title}>
          {t('install.title')}
        </h2>
        <p className={classes.body}>{t('install.text', { context: industry })}</p>
      </div>
      <div className={classes.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => void install()}>
          <IconDownload size={18} aria-hidden="true" />
          {t('install.install')}
        </button>
      </div>
      <button
        type="button"
        className={classes.close}
        onClick={dismiss}
        aria-label={t('install.dismiss')}
        title={t('install.dismiss')}
      >
        <IconX size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
