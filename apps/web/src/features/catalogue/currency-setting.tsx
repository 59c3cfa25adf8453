import { Select } from '@mantine/core';
import { CURRENCIES } from '@qtify/shared/domain/money';
import { useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../components/show-success';
import { useUpdateBusiness } from '../../lib/queries/businesses';
import { productKeys } from '../../lib/queries/products';
import { useCatalogueTranslation } from './use-catalogue-translation';

/**
 * The business's one currency, beside its prices (owners and managers). Every offered currency has
 * two minor digits, so switching never changes what a stored price means (money.ts).
 */
export function CurrencySetting({ businessId, currency }: { businessId: string; currency: string }) {
  const { t, i18n } = useCatalogueTranslation();
  const update = useUpdateBusiness(businessId);
  const queryClient = useQueryClient();
  const names = new Intl.DisplayNames([i18n.resolvedLanguage ?? i18n.language], { type: 'currency' });
  return (
    <Select
      label={t('currency')}
      data={CURRENCIES.map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }))}
      value={currency}
      allowDeselect={false}
      disabled={update.isPending}
      error={update.isError ? t('currencyFailed') : undefined}
      maw="20rem"
      onChange={(code) => {
        if (!code || code === currency) return;
        update.mutate(
          { currency: code as (typeof CURRENCIES)[number] },
          {
            onSuccess: async () => {
              await queryClient.invalidateQueries({ queryKey: productKeys.list(businessId) });
              showSuccess(t('currencySaved', { currency: code }));
            },
          },
        );
      }}
    />
  );
}
