import '@mantine/core/styles/Button.layer.css';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIndustryTranslation } from '../lib/use-industry-translation';
import classes from './message-page.module.css';
import { useRouteHandle } from './use-route-handle';

/**
 * The honest stand-in for a screen that a later release brings: the route works, the page says
 * what it will be and that it is not available yet. No fake forms.
 */
export function ComingSoonPage() {
  const { t } = useIndustryTranslation();
  const handle = useRouteHandle();
  const title = handle ? t(`routes.${handle.routeId}`) : t('placeholder.title');
  return (
    <div className={classes.page}>
      <span className={classes.icon} aria-hidden="true">
        <IconHourglassHigh size={28} />
      </span>
      <p className={classes.eyebrow}>{t('placeholder.badge')}</p>
      <h1 className={classes.title}>{title}</h1>
      <p className={classes.text}>{t('placeholder.text')}</p>
      <div className={classes.actions}>
        <Button
          component={Link}
          to="/"
          variant="light"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {t('placeholder.backHome')}
        </Button>
      </div>
    </div>
  );
}
