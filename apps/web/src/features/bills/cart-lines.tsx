import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { BILL_QUANTITY_MAX, billLineTotal } from '@qtify/shared/domain/bill-totals';
import { formatMoney } from '@qtify/shared/domain/money';
import { IconTrash } from '@tabler/icons-react';
import type { Product } from '../../lib/queries/bills';
import { useBillsTranslation } from './use-bills-translation';

export interface CartLine {
  product: Pick<Product, 'id' | 'name' | 'priceMinor' | 'taxRatePercent'>;
  quantity: number;
  discountPercent: number;
}

/** The lines on the bill: quantity, discount, the line's amount (bill-totals, as the server sums it). */
export function CartLines({
  lines,
  currency,
  onChange,
}: {
  lines: CartLine[];
  currency: string;
  onChange: (lines: CartLine[]) => void;
}) {
  const { t, i18n } = useBillsTranslation();
  const update = (index: number, patch: Partial<CartLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  if (lines.length === 0) return <Text c="dimmed">{t('cart.empty')}</Text>;
  return (
    <Stack gap="sm" data-testid="cart-lines">
      {lines.map((line, index) => {
        const total = billLineTotal({
          unitPriceMinor: line.product.priceMinor,
          quantity: line.quantity,
          discountPercent: line.discountPercent,
          taxRatePercent: line.product.taxRatePercent,
        }).lineTotalMinor;
        return (
          <Stack
            key={line.product.id}
            gap={6}
            pb="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{line.product.name}</Text>
                <Text size="sm" c="dimmed">
                  {formatMoney(line.product.priceMinor, currency, i18n.language)}
                </Text>
              </div>
              <Text fw={600}>{formatMoney(total, currency, i18n.language)}</Text>
            </Group>
            <Group gap="sm" align="flex-end">
              <NumberInput
                label={t('cart.quantity')}
                value={line.quantity}
                min={1}
                max={BILL_QUANTITY_MAX}
                allowDecimal={false}
                clampBehavior="strict"
                w={96}
                onChange={(value) => update(index, { quantity: Math.max(1, Number(value) || 1) })}
              />
              <NumberInput
                label={t('cart.discount')}
                value={line.discountPercent}
                min={0}
                max={100}
                allowDecimal={false}
                clampBehavior="strict"
                w={110}
                onChange={(value) => update(index, { discountPercent: Number(value) || 0 })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="input-sm"
                ml="auto"
                aria-label={t('cart.remove', { name: line.product.name })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}
