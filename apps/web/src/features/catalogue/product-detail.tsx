import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { IconEyeOff, IconPencil, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Product } from '../../lib/queries/products';
import { editProductPath } from './catalogue-paths';
import { formatMinutes, formatRate } from './format-product';
import { useCatalogueTranslation } from './use-catalogue-translation';

/** One catalogue item as staff see it: all it says, and the way to edit it. */
export function ProductDetail({
  product,
  currency,
  editable,
}: {
  product: Product;
  currency: string;
  editable: boolean;
}) {
  const { t, i18n } = useCatalogueTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts: [string, string][] = [
    [t('form.price'), formatMoney(product.priceMinor, currency, language)],
    [t('taxRate'), formatRate(product.taxRatePercent, language)],
    ...(product.category ? [[t('category'), product.category] as [string, string]] : []),
    ...(product.durationMinutes !== null
      ? [[t('duration'), formatMinutes(product.durationMinutes, language)] as [string, string]]
      : []),
  ];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Title>
          {editable && (
            <Button
              component={Link}
              to={editProductPath(product.id)}
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
            >
              {t('edit')}
            </Button>
          )}
        </Group>
        <Group gap={6}>
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
            <Badge variant="default" tt="none" leftSection={<IconEyeOff size={12} aria-hidden="true" />}>
              {t('inactive')}
            </Badge>
          )}
        </Group>
        {product.description && <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>}
        <dl
          style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1.5rem', margin: 0 }}
        >
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <Text component="dt" c="dimmed" size="sm">
                {term}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}
