import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './page-loader.module.css';

// Spec §9: data loading shows feedback only after 200 ms, so fast loads do not flicker.
const SHOW_AFTER_MS = 200;

/** A centred spinner for a page or section that is still loading. */
export function PageLoader({ fullHeight = false }: { fullHeight?: boolean }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status" className={classes.root} data-full-height={fullHeight || undefined}>
      {visible && (
        <>
          <span className={classes.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('status.loading', { defaultValue: 'Loading…' })}</span>
        </>
      )}
    </div>
  );
}
