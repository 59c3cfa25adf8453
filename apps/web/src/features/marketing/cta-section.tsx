import '@mantine/core/styles/Button.layer.css';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/queries/current-user';
import classes from './marketing.module.css';

/** The closing call to action of the marketing pages; signed-in users have already answered it. */
export function CtaSection() {
  const { t } = useTranslation('marketing');
  const { user } = useCurrentUser();
  if (user) return null;
  return (
    <section className={classes.cta} aria-labelledby="cta-title">
      <div className={classes.container}>
        <h2 id="cta-title" className={classes.ctaTitle}>
          {t('landing.cta.title')}
        </h2>
        <p className={classes.ctaText}>{t('landing.cta.text')}</p>
        <div className={`${classes.actions} ${classes.actionsCentered}`}>
          <Button
            component={Link}
            to="/signup"
            variant="white"
            size="lg"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            {t('landing.cta.button')}
          </Button>
          <Button
            component={Link}
            to="/landingPage/landingpageKontakt"
            variant="outline"
            color="white"
            size="lg"
          >
            {t('landing.cta.contact')}
          </Button>
        </div>
      </div>
    </section>
  );
}
