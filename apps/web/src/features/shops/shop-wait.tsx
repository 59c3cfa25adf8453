import type { Industry } from '@qtify/shared/domain/industry';
import { waitText } from '@qtify/shared/domain/wait-range-text';
import { useTranslation } from 'react-i18next';
import { usePublicWait } from '../../lib/queries/public-wait';
import classes from './shops.module.css';

const WAIT_KEYS = { wait: 'wait.about', waitRange: 'wait.range', waitUpTo: 'wait.upTo' } as const;

/** "3 wartend, etwa 20 Minuten": the place's waiting room now, refreshed while the page is open. */
export function ShopWait({ publicId, industry }: { publicId: string; industry: Industry }) {
  const { t } = useTranslation('shops');
  const wait = usePublicWait(publicId);
  const headingId = 'shop-wait-heading';
  let body: string;
  if (wait.data) {
    const estimate = waitText(wait.data.estimatedWaitRange);
    body =
      wait.data.waiting === 0
        ? t('wait.nobody')
        : [
            t('wait.waiting', { count: wait.data.waiting }),
            estimate ? t(WAIT_KEYS[estimate.key], estimate.values) : null,
          ]
            .filter(Boolean)
            .join(', ');
  } else {
    body = wait.isError ? t('wait.unavailable') : '…';
  }
  return (
    <section className={`${classes.card} ${classes.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t('wait.heading', { context: industry })}
      </h2>
      <p className={classes.waitFigure} aria-live="polite" data-testid="shop-wait">
        {body}
      </p>
      <p className={classes.muted}>{t('wait.live')}</p>
    </section>
  );
}
