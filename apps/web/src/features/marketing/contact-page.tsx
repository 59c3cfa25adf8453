import '@mantine/core/styles/Button.layer.css';
import { Button } from '@mantine/core';
import { IconArrowRight, IconMail, IconMessageCircleQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
            <Button
              component="a"
              href={`mailto:${CONTACT_EMAIL}`}
              size="md"
              leftSection={<IconMail size={18} aria-hidden="true" />}
              className={classes.cardAction}
            >
              {CONTACT_EMAIL}
            </Button>
            <p className={classes.cardNote}>{t('contact.mail.responseTime')}</p>
          </FeatureCard>
          <FeatureCard
            icon={<IconMessageCircleQuestion size={26} stroke={1.8} />}
            title={t('contact.help.title')}
            text={t('contact.help.text')}
            headingLevel={2}
          >
            <Button
              component={Link}
              to="/landingPage/landingpageFunktionen"
              variant="default"
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              className={classes.cardAction}
            >
              {t('contact.help.features')}
            </Button>
          </FeatureCard>
        </div>
      </section>
    </>
  );
}
