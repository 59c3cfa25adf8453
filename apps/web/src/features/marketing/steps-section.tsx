import { IconBuildingStore, IconScissors, IconStethoscope, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './marketing.module.css';

const STEPS = ['create', 'share', 'manage'] as const;
const INDUSTRIES = [
  { key: 'medical', Icon: IconStethoscope },
  { key: 'hairdresser', Icon: IconScissors },
  { key: 'restaurant', Icon: IconToolsKitchen2 },
  { key: 'business', Icon: IconBuildingStore },
] as const;

/** How to get started in three steps, and the industries Qtify speaks. */
export function StepsSection() {
  const { t } = useTranslation('marketing');
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="steps-title">
      <div className={classes.container}>
        <h2 id="steps-title" className={classes.sectionTitle}>
          {t('landing.steps.title')}
        </h2>
        <ol className={`${classes.grid} ${classes.grid3} ${classes.steps}`}>
          {STEPS.map((key, index) => (
            <li key={key}>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={classes.cardTitle}>{t(`landing.steps.${key}.title`)}</h3>
              <p className={classes.cardText}>{t(`landing.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className={classes.industriesTitle}>{t('landing.industries.title')}</p>
        <ul className={classes.industries}>
          {INDUSTRIES.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={20} stroke={1.8} aria-hidden="true" />
              {t(`landing.industries.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
