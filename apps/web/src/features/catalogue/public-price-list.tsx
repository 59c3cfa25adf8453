import '../../components/form-styles';
import { Button, Text, Title } from '@mantine/core';
import { bookTypeLink, priceListLink } from '@qtify/shared/domain/business-links';
import { formatMoney } from '@qtify/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProduct } from '../../lib/queries/public-products';
import classes from './catalogue.module.css';
import { formatMinutes } from './format-product';

/** Items under their categories, the categories in the order their first item comes. */
function byCategory(products: PublicProduct[]): { category: string | null; items: PublicProduct[] }[] {
  const groups = new Map<string | null, PublicProduct[]>();
  for (const product of products) {
    const items = groups.get(product.category) ?? [];
    items.push(product);
    groups.set(product.category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}

/**
 * A business's public price list (services, dishes, goods) for visitors: under their categories,
 * with duration and gross price in the business's currency, and "Book" on a service bookable online.
 * Reusable: the /products page and a business's own page (/shops/:id) show it. The page that
 * shows it loads the `catalogue` texts (page-loaders.ts) and passes the loaded list.
 */
export function PublicPriceList({
  publicId,
  products,
  industry,
  headingLevel = 2,
  linkItems = true,
}: {
  publicId: string;
  products: PublicProduct[];
  industry: string;
  /** The level of the category headings, below the page's own. */
  headingLevel?: 2 | 3 | 4;
  /** Whether each name leads to the item's own page (/products/:id). */
  linkItems?: boolean;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const context = { context: industry };
  if (products.length === 0) return <Text c="dimmed">{t('public.empty')}</Text>;
  const groups = byCategory(products);
  // One group without a name needs no heading; with several, the nameless one comes under "More".
  const named = groups.length > 1 || groups[0]?.category !== null;
  return (
    <div>
      {groups.map(({ category, items }) => (
        <section key={category ?? ''}>
          {named && (
            <Title order={headingLevel} className={classes.category}>
              {category ?? t('public.other')}
            </Title>
          )}
          <ul className={classes.list} style={{ gap: 0 }}>
            {items.map((product) => (
              <li key={product.id} className={classes.item}>
                <div>
                  <p className={classes.itemName}>
                    {linkItems ? (
                      <Link to={priceListLink(publicId, product.id)}>{product.name}</Link>
                    ) : (
                      product.name
                    )}
                  </p>
                  {product.durationMinutes !== null && (
                    <Text size="sm" c="dimmed">
                      {formatMinutes(product.durationMinutes, language)}
                    </Text>
                  )}
                  {product.description && (
                    <Text size="sm" c="dimmed" lineClamp={linkItems ? 2 : undefined}>
                      {product.description}
                    </Text>
                  )}
                </div>
                <div className={classes.itemSide}>
                  <Text className={classes.price}>
                    {formatMoney(product.priceMinor, product.currency, language)}
                  </Text>
                  {product.appointmentTypeId && (
                    <Button
                      component={Link}
                      to={bookTypeLink(publicId, product.appointmentTypeId)}
                      size="compact-sm"
                      aria-label={`${t('public.book', context)}: ${product.name}`}
                    >
                      {t('public.book', context)}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Text size="xs" c="dimmed" mt="sm">
        {t('public.taxNote')}
      </Text>
    </div>
  );
}
