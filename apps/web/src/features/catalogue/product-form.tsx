import './catalogue-styles';
import { SegmentedControl, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { formatMoneyInput, parseMoneyInput } from '@qtify/shared/domain/money-input';
import { ZProductBody } from '@qtify/shared/schemas/product-schemas';
import { DialogActions } from '../../components/dialog-actions';
import { DurationField } from '../../components/duration-field';
import { FormAlert } from '../../components/form-alert';
import { useAppointmentTypes } from '../../lib/queries/appointment-types';
import { type Product, useSaveProduct } from '../../lib/queries/products';
import { useSchemaForm } from '../../lib/use-schema-form';
import { PriceInput } from './price-input';
import { type ProductFormValues, productBody, productFormValues, taxRateChoices } from './product-values';
import { useCatalogueTranslation } from './use-catalogue-translation';

/**
 * Adds or edits a catalogue item: name, description, category, the gross price typed in the user's
 * language, the tax rate, service (with a duration, maybe bookable online) or good, public or
 * internal, active or not. A bookable service's duration is its appointment type's: saving it here
 * changes it there (docs/catalogue.md).
 */
export function ProductForm({
  businessId,
  product,
  currency,
  country,
  onSaved,
  onCancel,
}: {
  businessId: string;
  product: Product | null;
  currency: string;
  country: string | null;
  onSaved: (product: Product) => void;
  onCancel: () => void;
}) {
  const { t, i18n, context } = useCatalogueTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const save = useSaveProduct(businessId, product?.id ?? null);
  const types = useAppointmentTypes(product?.appointmentTypeId ? businessId : undefined);
  const linkedType = types.data?.find((type) => type.id === product?.appointmentTypeId);
  const form = useSchemaForm<ProductFormValues, ReturnType<typeof productBody>>({
    initialValues: productFormValues(product, { industry: context, country, language }),
    schema: ZProductBody,
    toBody: (values) => productBody(values, language),
    // The price's own reason (a fraction of a cent, too much) before the schema's "no price".
    check: (values) => {
      const price = parseMoneyInput(values.priceMinor, language);
      return price.ok ? null : { priceMinor: { key: `catalogue:validation.${price.error}` } };
    },
  });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  const rates = taxRateChoices(country, form.values.taxRatePercent).map((rate) => ({
    value: String(rate),
    label: percent.format(rate / 100),
  }));
  const service = form.values.kind === 'service';

  const submit = form.onSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    onSaved(saved);
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        <TextInput
          {...form.getInputProps('name')}
          label={t('form.name')}
          placeholder={t('form.namePlaceholder', { context })}
          required
          data-autofocus
        />
        <Textarea {...form.getInputProps('description')} label={t('form.description')} autosize minRows={2} />
        <TextInput
          {...form.getInputProps('category')}
          label={t('form.category')}
          placeholder={t('form.categoryPlaceholder', { context })}
          maw="24rem"
        />
        <PriceInput
          {...form.getInputProps('priceMinor')}
          currency={currency}
          label={t('form.price')}
          description={t('form.priceHint', { example: formatMoneyInput(1250, language) })}
          required
        />
        <Select
          {...form.getInputProps('taxRatePercent')}
          label={t('form.taxRate')}
          data={rates}
          allowDeselect={false}
          maw="14rem"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="product-kind">
            {t('form.kind')}
          </Text>
          <SegmentedControl
            {...form.getInputProps('kind')}
            aria-labelledby="product-kind"
            data={[
              { value: 'service', label: t('form.service') },
              { value: 'good', label: t('form.good') },
            ]}
            w="fit-content"
          />
        </Stack>
        {service && (
          <>
            <DurationField {...form.getInputProps('durationMinutes')} label={t('form.duration')} />
            <Switch
              {...form.getInputProps('bookable', { type: 'checkbox' })}
              label={t('form.bookable')}
              description={
                linkedType && form.values.bookable
                  ? t('form.bookableLinked', { title: linkedType.title })
                  : t('form.bookableHint')
              }
            />
          </>
        )}
        <Switch {...form.getInputProps('public', { type: 'checkbox' })} label={t('form.public')} />
        <Switch {...form.getInputProps('active', { type: 'checkbox' })} label={t('form.active')} />
        <DialogActions
          onCancel={onCancel}
          cancelLabel={t('form.cancel')}
          confirm={{ label: product ? t('form.save') : t('form.create'), loading: form.submitting }}
        />
      </Stack>
    </form>
  );
}
