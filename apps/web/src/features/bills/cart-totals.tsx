import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BillTotals } from '@qtify/shared/domain/bill-totals';
import { formatMoney } from '@qtify/shared/domain/money';
import { useBillsTranslation } from './use-bills-translation';

/** The sums under the cart or the bill: discount, each rate's tax of its net, the total. */
export function CartTotals({ totals, currency }: { totals: Omit<BillTotals, 'lines'>; currency: string }) {
  const { t, i18n } = useBillsTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const rate = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  return (
    <Stack gap={4} aria-label={t('totals.breakdown')} data-testid="bill-totals">
      {totals.discountMinor > 0 && (
        <Group justify="space-between">
          <Text size="sm">{t('totals.discount')}</Text>
          <Text size="sm">−{money(totals.discountMinor)}</Text>
        </Group>
      )}
      {totals.taxes.map((tax) => (
        <Group key={tax.ratePercent} justify="space-between">
          <Text size="sm" c="dimmed">
            {t('totals.taxOf', { rate: rate(tax.ratePercent), net: money(tax.netMinor) })}
          </Text>
          <Text size="sm" c="dimmed">
            {money(tax.taxMinor)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>{t('totals.total')}</Text>
        <Text fw={700} size="lg" data-testid="bill-total">
          {money(totals.totalMinor)}
        </Text>
      </Group>
    </Stack>
  );
}
