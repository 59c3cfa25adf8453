import { ActionIcon, Badge, Paper, Text } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { IconChevronDown, IconChevronUp, IconEyeOff, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import type { Product } from '../../lib/queries/products';
import classes from './catalogue.module.css';
import { productAdminPath } from './catalogue-paths';
import { formatMinutes, formatRate } from './format-product';
import { useCatalogueTranslation } from './use-catalogue-translation';

/**
 * The staff's catalogue in its order: name, what sets an item apart (category, internal, inactive,
 * bookable), duration, gross price and tax rate. Those who may edit move items up and down, edit
 * and delete them.
 */
export function ProductList({
  products,
  currency,
  editable,
  onMove,
  onEdit,
  onDelete,
}: {
  products: Product[];
  currency: string;
  editable: boolean;
  onMove: (productIds: string[]) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}) {
  const { t, i18n } = useCatalogueTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const move = (index: number, by: -1 | 1) => {
    const ids = products.map((product) => product.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    onMove(ids);
  };
  return (
    <ol className={classes.list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <Paper withBorder radius="lg" p="sm" className={classes.row}>
            {editable ? (
              <div className={classes.order}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('moveUp', { name: product.name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconChevronUp size={18} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('moveDown', { name: product.name })}
                  disabled={index === products.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconChevronDown size={18} aria-hidden="true" />
                </ActionIcon>
              </div>
            ) : (
              <span />
            )}
            <div className={classes.main}>
              <h2 className={classes.name}>
                <Link to={productAdminPath(product.id)}>{product.name}</Link>
              </h2>
              <div className={classes.badges}>
                {product.category && (
                  <Badge variant="light" color="gray" tt="none">
                    {product.category}
                  </Badge>
                )}
                {product.durationMinutes !== null && (
                  <Badge variant="light" tt="none">
                    {formatMinutes(product.durationMinutes, language)}
                  </Badge>
                )}
                {product.appointmentTypeId && (
                  <Badge variant="light" tt="none" leftSection={<IconWorld size={12} aria-hidden="true" />}>
                    {t('bookable')}
                  </Badge>
                )}
                {!product.public && (
                  <Badge variant="default" tt="none">
                    {t('internal')}
                  </Badge>
                )}
                {!product.active && (
                  <Badge
                    variant="default"
                    tt="none"
                    leftSection={<IconEyeOff size={12} aria-hidden="true" />}
                  >
                    {t('inactive')}
                  </Badge>
                )}
              </div>
            </div>
            <div className={classes.side}>
              <div>
                <Text className={classes.price}>{formatMoney(product.priceMinor, currency, language)}</Text>
                <Text size="xs" c="dimmed">
                  {t('taxRateValue', { rate: formatRate(product.taxRatePercent, language) })}
                </Text>
              </div>
              {editable && (
                <EditDeleteActions onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
              )}
            </div>
          </Paper>
        </li>
      ))}
    </ol>
  );
}
