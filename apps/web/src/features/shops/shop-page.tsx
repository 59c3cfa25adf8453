import type { Industry } from '@qtify/shared/domain/industry';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { useReportPlace } from '../../lib/place-brand';
import { usePublicBusiness } from '../../lib/queries/public-business';
import { usePublicTypes } from '../../lib/queries/public-places';
import { ShopActions } from './shop-actions';
import { shopBrand } from './shop-brand';
import { ShopContact } from './shop-contact';
import { ShopHours } from './shop-hours';
import { ShopIntro } from './shop-intro';
import { DIRECTORY_PATH } from './shop-paths';
import { shopPublicId } from './shop-public-id';
import { ShopWait } from './shop-wait';
import classes from './shops.module.css';

/** A section another feature adds to the page (the catalogue's price list), given by app/pages. */
export type ShopSection = ComponentType<{ publicId: string; industry: Industry }>;

/**
 * `/shops/<publicId>`: a business's own public page, the link it shares. Who it is, how to book or
 * queue up, the live wait, its price list (`PriceList`: features do not import each other, the app
 * composes them, app/pages/shop-page.tsx), its hours and contact. The server wrote its title, Open
 * Graph tags and JSON-LD into the HTML (apps/server/src/plugins/shop-head.ts).
 */
export function ShopPage({ PriceList }: { PriceList?: ShopSection }) {
  const { t } = useTranslation('shops');
  const publicId = shopPublicId(useLocation().pathname);
  const business = usePublicBusiness(publicId);
  const types = usePublicTypes(publicId);
  const notFound =
    !publicId || (business.isError && isApiError(business.error) && business.error.status === 404);
  useReportPlace(business.data ? shopBrand(business.data) : notFound || business.isError ? null : undefined);

  if (notFound) {
    return (
      <div className={classes.page}>
        <h1 className={classes.title}>{t('page.notFound.heading')}</h1>
        <p className={classes.description}>{t('page.notFound.text')}</p>
        <Link to={DIRECTORY_PATH} className={buttonClass('primary', 'md')}>
          {t('page.notFound.toDirectory')}
        </Link>
      </div>
    );
  }
  if (business.isPending) return <PageLoader />;
  if (business.isError) {
    return (
      <div className={classes.page}>
        <p className={classes.note} role="alert">
          {t('page.loadFailed')}
        </p>
        <button
          type="button"
          className={buttonClass('default', 'md')}
          onClick={() => void business.refetch()}
        >
          {t('page.retry')}
        </button>
      </div>
    );
  }
  const place = business.data;
  // While the types load the button shows; a place with none has nothing to book online.
  const bookable = types.data === undefined || types.data.length > 0;
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <ShopIntro business={place} />
      <ShopActions publicId={publicId} business={place} bookable={bookable} />
      <div className={classes.sections}>
        <ShopWait publicId={publicId} industry={place.industry} />
        {PriceList && <PriceList publicId={publicId} industry={place.industry} />}
        <ShopHours hours={place.openingHours} timeZone={place.timeZone} now={Date.now()} />
        <ShopContact business={place} />
      </div>
    </div>
  );
}
