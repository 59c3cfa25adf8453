import { Button, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { Product } from '../../lib/queries/bills';
import { useBillsTranslation } from './use-bills-translation';

const ALL = '*';

/** The catalogue to pick from: a search, the categories, one button per product. */
export function ProductPicker({
  products,
  onAdd,
}: {
  products: Product[];
  onAdd: (product: Product) => void;
}) {
  const { t, i18n } = useBillsTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const categories = [...new Set(products.flatMap((product) => product.category ?? []))].sort();
  const needle = query.trim().toLocaleLowerCase();
  const shown = products.filter(
    (product) =>
      (category === ALL || product.category === category) &&
      (!needle || product.name.toLocaleLowerCase().includes(needle)),
  );
  if (products.length === 0) return <Text c="dimmed">{t('cart.noProducts')}</Text>;
  return (
    <Stack gap="sm">
      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('cart.search')}
        aria-label={t('cart.search')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
      />
      {categories.length > 0 && (
        <SegmentedControl
          value={category}
          onChange={setCategory}
          data={[
            { value: ALL, label: t('cart.allCategories') },
            ...categories.map((value) => ({ value, label: value })),
          ]}
          style={{ overflowX: 'auto' }}
        />
      )}
      {shown.length === 0 && <Text c="dimmed">{t('cart.noMatch')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {shown.map((product) => (
          <Button
            key={product.id}
            variant="default"
            onClick={() => onAdd(product)}
            aria-label={t('cart.add', { name: product.name })}
            justify="space-between"
            h="auto"
            py="xs"
            styles={{
              label: {
                width: '100%',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
                whiteSpace: 'normal',
              },
            }}
          >
            <span>{product.name}</span>
            <span>{formatMoney(product.priceMinor, product.currency, i18n.language)}</span>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
