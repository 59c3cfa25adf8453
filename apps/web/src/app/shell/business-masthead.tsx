import '@mantine/core/styles/Skeleton.layer.css';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import type { PlaceBrandState } from '../../lib/place-brand';
import { BusinessBadge } from './business-badge';
import classes from './business-frame.module.css';

/**
 * The top of a business's page: badge, name, what it offers here (`service`, in its industry's
 * words: "Digitale Warteliste"), and the language switch.
 */
export function BusinessMasthead({
  brand,
  service,
}: {
  brand: PlaceBrandState;
  service: 'queue' | 'booking' | undefined;
}) {
  const { t } = useTranslation('common');
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        {brand.status === 'known' ? (
          <div className={classes.identity}>
            <BusinessBadge place={brand.place} />
            <div className={classes.names}>
              <p className={classes.name}>{brand.place.name}</p>
              {service && (
                <p className={classes.service}>
                  {t(`brand.service.${service}`, { context: brand.place.industry })}
                </p>
              )}
            </div>
          </div>
        ) : brand.status === 'loading' ? (
          // Neutral while the business loads: its name and colours replace it, never Qtify's.
          <div className={classes.identity} aria-hidden="true" data-testid="brand-skeleton">
            <Skeleton circle height={44} width={44} />
            <div className={classes.names}>
              <Skeleton height={14} width={160} radius="sm" />
              <Skeleton height={10} width={110} radius="sm" mt={8} />
            </div>
          </div>
        ) : (
          <div className={classes.identity} />
        )}
        <LanguageSelect />
      </div>
    </header>
  );
}
