import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ShopPage, type ShopSection } from '../../features/shops/shop-page';
import shopClasses from '../../features/shops/shops.module.css';
import { usePublicProducts } from '../../lib/queries/public-products';

// The list's code (Mantine's Title, Text, Button: about 11 KB gzip) only for a business that has
// prices to show: a page without them stays within the patient pages' budget.
const PublicPriceList = lazy(() =>
  import('../../features/catalogue/public-price-list').then((module) => ({
    default: module.PublicPriceList,
  })),
);

/** The business's price list as a section of its page; nothing while it has none (or it fails). */
const PriceListSection: ShopSection = ({ publicId, industry }) => {
  const { t } = useTranslation('catalogue');
  const products = usePublicProducts(publicId);
  const items = products.data?.products ?? [];
  if (items.length === 0) return null;
  return (
    <section className={`${shopClasses.card} ${shopClasses.wide}`} aria-labelledby="shop-prices-heading">
      <h2 id="shop-prices-heading" className={shopClasses.cardTitle}>
        {t('public.title', { context: industry })}
      </h2>
      <Suspense fallback={null}>
        <PublicPriceList publicId={publicId} products={items} industry={industry} headingLevel={3} />
      </Suspense>
    </section>
  );
};

/**
 * `/shops/<publicId>` with the catalogue's public price list in it (issue 22): the shops and
 * catalogue features meet here, not in each other.
 */
export function ShopWithPricesPage() {
  return <ShopPage PriceList={PriceListSection} />;
}
