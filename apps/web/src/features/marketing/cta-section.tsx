import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
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
          <Link to="/signup" className={buttonClass('white', 'md')}>
            {t('landing.cta.button')}
            <IconArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link to="/landingPage/landingpageKontakt" className={buttonClass('outlineWhite', 'md')}>
            {t('landing.cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
