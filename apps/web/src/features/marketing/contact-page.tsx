import { IconArrowRight, IconMail, IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { FeatureCard } from './feature-card';
import classes from './marketing.module.css';

/** The public contact address (a placeholder domain until the product has its own). */
const CONTACT_EMAIL = 'hallo@qtify.example';

/** `/landingPage/landingpageKontakt` (alias `/ktqtify`): how to reach the team. */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <header className={classes.pageHead}>
        <div className={classes.containerNarrow}>
          <h1 className={classes.heroTitle}>{t('contact.title')}</h1>
          <p className={classes.pageIntro}>{t('contact.intro')}</p>
        </div>
      </header>
      <section className={classes.section} aria-label={t('contact.title')}>
        <div className={`${classes.containerNarrow} ${classes.grid} ${classes.grid2}`}>
          <FeatureCard
            icon={<IconMail size={26} stroke={1.8} />}
            title={t('contact.mail.title')}
            text={t('contact.mail.text')}
            headingLevel={2}
          >
            <a href={`mailto:${CONTACT_EMAIL}`} className={`${buttonClass('primary')} ${classes.cardAction}`}>
              <IconMail size={18} aria-hidden="true" />
              {CONTACT_EMAIL}
            </a>
            <p className={classes.cardNote}>{t('contact.mail.responseTime')}</p>
          </FeatureCard>
          <FeatureCard
            icon={<IconMessageCircleQuestion size={26} stroke={1.8} />}
            title={t('contact.help.title')}
            text={t('contact.help.text')}
            headingLevel={2}
          >
            <Link
              to="/landingPage/landingpageFunktionen"
              className={`${buttonClass('default')} ${classes.cardAction}`}
            >
              {t('contact.help.features')}
              <IconArrowRight size={18} aria-hidden="true" />
            </Link>
          </FeatureCard>
        </div>
      </section>
    </>
  );
}
