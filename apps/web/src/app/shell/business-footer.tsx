import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlaceBrand } from '../../lib/place-brand';
import classes from './business-frame.module.css';

const OpeningHoursList = lazy(() =>
  import('./opening-hours-list').then((module) => ({ default: module.OpeningHoursList })),
);

/** The phone number as a `tel:` address: digits and a leading plus only. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/**
 * The foot of a business's page: its contact when it has given one (address, phone), its opening
 * hours, and a small line that the page runs on Qtify.
 */
export function BusinessFooter({ place }: { place: PlaceBrand | null }) {
  const { t } = useTranslation('common');
  const address = place?.addressLine?.trim();
  const phone = place?.phone?.trim();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        {place && (address || phone) && (
          <address className={classes.contact}>
            <p className={classes.contactName}>{place.name}</p>
            {address && (
              <p className={classes.contactLine}>
                <IconMapPin size={18} aria-hidden="true" />
                <span>{address}</span>
              </p>
            )}
            {phone && (
              <a className={classes.contactLink} href={telHref(phone)}>
                <IconPhone size={18} aria-hidden="true" />
                <span>
                  <span className="visually-hidden">{t('brand.phone')} </span>
                  {phone}
                </span>
              </a>
            )}
          </address>
        )}
        {place?.openingHours && place.openingHours.length > 0 && (
          <Suspense fallback={null}>
            <OpeningHoursList hours={place.openingHours} />
          </Suspense>
        )}
        <p className={classes.runsOn}>
          <Link to="/" className={classes.runsOnLink}>
            {t('brand.runsOn')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
