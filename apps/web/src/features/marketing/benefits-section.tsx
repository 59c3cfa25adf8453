import { IconBellRinging, IconCalendarCheck, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './feature-card';
import classes from './marketing.module.css';

const BENEFITS = [
  { key: 'queue', Icon: IconQrcode },
  { key: 'notify', Icon: IconBellRinging },
  { key: 'booking', Icon: IconCalendarCheck },
] as const;

/** Three short reasons to use Qtify. */
export function BenefitsSection() {
  const { t } = useTranslation('marketing');
  return (
    <section className={classes.section} aria-labelledby="benefits-title">
      <div className={classes.container}>
        <h2 id="benefits-title" className={classes.sectionTitle}>
          {t('landing.benefits.title')}
        </h2>
        <p className={classes.sectionIntro}>{t('landing.benefits.intro')}</p>
        <div className={`${classes.grid} ${classes.grid3}`}>
          {BENEFITS.map(({ key, Icon }) => (
            <FeatureCard
              key={key}
              icon={<Icon size={26} stroke={1.8} />}
              title={t(`landing.benefits.${key}.title`)}
              text={t(`landing.benefits.${key}.text`)}
              headingLevel={3}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
