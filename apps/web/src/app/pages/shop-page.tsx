import { useTranslation } from 'react-i18next';
import { PublicPriceList } from '../../features/catalogue/public-price-list';
import { ShopPage, type ShopSection } from '../../features/shops/shop-page';
import shopClasses from '../../features/shops/shops.module.css';
import { usePublicProducts } from '../../lib/queries/products';

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
      <PublicPriceList publicId={publicId} products={items} industry={industry} headingLevel={3} />
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
