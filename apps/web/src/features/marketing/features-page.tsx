import {
  IconBellRinging,
  IconBuildingStore,
  IconCalendarEvent,
  IconDeviceMobileDown,
  IconLanguage,
  IconQrcode,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaSection } from './cta-section';
import { FeatureCard } from './feature-card';
import classes from './marketing.module.css';

const FEATURES = [
  { key: 'waitingRoom', Icon: IconUsersGroup },
  { key: 'qrCode', Icon: IconQrcode },
  { key: 'notifications', Icon: IconBellRinging },
  { key: 'booking', Icon: IconCalendarEvent },
  { key: 'industries', Icon: IconBuildingStore },
  { key: 'languages', Icon: IconLanguage },
  { key: 'installable', Icon: IconDeviceMobileDown },
] as const;

/** `/landingPage/landingpageFunktionen` (alias `/fktqtify`): everything Qtify does. */
export function FeaturesPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <header className={classes.pageHead}>
        <div className={classes.containerNarrow}>
          <h1 className={classes.heroTitle}>{t('features.title')}</h1>
          <p className={classes.pageIntro}>{t('features.intro')}</p>
        </div>
      </header>
      <section className={classes.section} aria-label={t('features.listLabel')}>
        <div className={`${classes.container} ${classes.grid} ${classes.grid3} ${classes.featureGrid}`}>
          {FEATURES.map(({ key, Icon }) => (
            <FeatureCard
              key={key}
              icon={<Icon size={26} stroke={1.8} />}
              title={t(`features.items.${key}.title`)}
              text={t(`features.items.${key}.text`)}
              headingLevel={2}
            />
          ))}
        </div>
      </section>
      <CtaSection />
    </>
  );
}
