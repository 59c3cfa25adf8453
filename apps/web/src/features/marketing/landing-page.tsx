import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { useCurrentUser } from '../../lib/queries/current-user';
import { BenefitsSection } from './benefits-section';
import { CtaSection } from './cta-section';
import classes from './marketing.module.css';
import { QueuePreview } from './queue-preview';
import { StepsSection } from './steps-section';

function appEntryFor(user: { company: unknown; temporary: boolean }): string {
  if (user.company) return '/waitingRoom/room';
  return user.temporary ? '/waitingRoom/patientRoom' : '/waitingRoom/InitialCompany';
}

/** `/`: what Qtify is, why it helps, how to start. */
export function LandingPage() {
  const { t } = useTranslation('marketing');
  // Signed-in users already have an account: send them into the app instead of to the signup. A
  // permanent account without a business is a practice that has not set it up yet.
  const { user } = useCurrentUser();
  const start = user ? { to: appEntryFor(user), key: 'openApp' } : null;
  return (
    <>
      <section className={classes.hero} aria-labelledby="hero-title">
        <div className={`${classes.container} ${classes.heroInner}`}>
          <div>
            <p className={classes.eyebrow}>{t('landing.hero.eyebrow')}</p>
            <h1 id="hero-title" className={classes.heroTitle}>
              {t('landing.hero.title')}
            </h1>
            <p className={classes.heroText}>{t('landing.hero.text')}</p>
            <div className={classes.actions}>
              <Link to={start?.to ?? '/signup'} className={buttonClass('primary', 'md')}>
                {t(`landing.hero.${start?.key ?? 'primary'}`)}
                <IconArrowRight size={18} aria-hidden="true" />
              </Link>
              <Link to="/landingPage/landingpageFunktionen" className={buttonClass('default', 'md')}>
                {t('landing.hero.secondary')}
              </Link>
            </div>
            <ul className={classes.checks}>
              {(['noApp', 'setup', 'languages'] as const).map((key) => (
                <li key={key}>
                  <IconCheck size={18} aria-hidden="true" />
                  {t(`landing.hero.checks.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <QueuePreview />
        </div>
      </section>
      <BenefitsSection />
      <StepsSection />
      <CtaSection />
    </>
  );
}
