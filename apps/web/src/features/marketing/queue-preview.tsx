import { IconBellRinging, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './marketing.module.css';

/** An illustration of what a patient sees on the phone: place in line and waiting time. */
export function QueuePreview() {
  const { t } = useTranslation('marketing');
  return (
    <div className={classes.phone} role="img" aria-label={t('landing.preview.label')}>
      <div className={classes.phoneScreen}>
        <p className={classes.previewBusiness}>{t('landing.preview.business')}</p>
        <p className={classes.previewCaption}>{t('landing.preview.position')}</p>
        <p className={classes.previewNumber}>3</p>
        <p className={classes.previewAhead}>{t('landing.preview.ahead', { count: 2 })}</p>
        <div className={classes.previewMeter}>
          <span style={{ width: '62%' }} />
        </div>
        <p className={classes.previewWait}>
          <IconClockHour4 size={16} aria-hidden="true" />
          {t('landing.preview.wait', { minutes: 12 })}
        </p>
        <div className={classes.previewNotice}>
          <IconBellRinging size={18} aria-hidden="true" />
          <span>{t('landing.preview.notice')}</span>
        </div>
      </div>
    </div>
  );
}
