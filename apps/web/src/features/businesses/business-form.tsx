import './business-styles';
import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ColorThemeId, isColorThemeId } from '@qtify/shared/domain/color-themes';
import { type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { SERVICE_MINUTES_MAX, SERVICE_MINUTES_MIN } from '@qtify/shared/domain/service-minutes';
import { ZCreateBusinessBody, ZUpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { WholeNumberInput } from '../../components/whole-number-input';
import type { BusinessChanges, BusinessFields } from '../../lib/queries/businesses';
import { useLanguages } from '../../lib/use-languages';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './businesses.module.css';
import { ColorThemeChoice } from './color-theme-choice';
import { IndustryChoice } from './industry-choice';
import { TimeZoneSelect } from './time-zone-select';

export interface BusinessFormValues extends Record<string, string> {
  name: string;
  industry: string;
  colorTheme: string;
  timeZone: string;
  languageId: string;
  defaultServiceMinutes: string;
}

interface BusinessFormProps {
  initial: BusinessFormValues;
  /** Editing adds the language of what patients see and the usual service duration. */
  mode: 'create' | 'edit';
  /** Saves; a thrown API error is shown on the fields it names. */
  onSave: (fields: BusinessFields & BusinessChanges) => Promise<void>;
  /** Next to the submit button (cancel in a dialog, back on a page). */
  secondaryAction?: ReactNode;
}

/**
 * The business's settings, shared by the first setup, the "new business" dialog and editing. The
 * texts around the name follow the chosen industry as soon as it is picked.
 */
export function BusinessForm({ initial, mode, onSave, secondaryAction }: BusinessFormProps) {
  const form = useSchemaForm<BusinessFormValues, BusinessFields & BusinessChanges>({
    initialValues: initial,
    schema: (mode === 'edit' ? ZUpdateBusinessBody : ZCreateBusinessBody) as z.ZodType<
      BusinessFields & BusinessChanges
    >,
    toBody: (values) => ({
      name: values.name.trim(),
      industry: values.industry,
      colorTheme: values.colorTheme,
      timeZone: values.timeZone,
      languageId: values.languageId || undefined,
      // An empty field is no number: the schema says so instead of silently saving 0.
      ...(mode === 'edit'
        ? { defaultServiceMinutes: Number(values.defaultServiceMinutes || Number.NaN) }
        : {}),
    }),
  });
  const industry: Industry = isIndustry(form.values.industry) ? form.values.industry : 'business';
  const colorTheme: ColorThemeId = isColorThemeId(form.values.colorTheme)
    ? form.values.colorTheme
    : 'default';
  const { t } = useTranslation([industry, 'common']);
  const { languages } = useLanguages();

  const submit = form.onSubmit(onSave);

  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={form.formError} />
        <IndustryChoice {...form.getInputProps('industry')} value={industry} />
        <TextInput
          {...form.getInputProps('name')}
          label={t('company.nameLabel')}
          placeholder={t('company.namePlaceholder')}
          autoComplete="organization"
          required
        />
        <ColorThemeChoice {...form.getInputProps('colorTheme')} value={colorTheme} />
        <SimpleGrid cols={{ base: 1, sm: mode === 'edit' ? 2 : 1 }} spacing="lg" verticalSpacing="lg">
          <TimeZoneSelect {...form.getInputProps('timeZone')} value={form.values.timeZone} />
          {mode === 'edit' && (
            <NativeSelect
              label={t('businesses.fields.language')}
              description={t('company.languageHint')}
              data={languages.map((language) => ({ value: language.id, label: language.text }))}
              {...form.getInputProps('languageId')}
              rightSection={<IconChevronDown size={16} aria-hidden="true" />}
              rightSectionPointerEvents="none"
            />
          )}
        </SimpleGrid>
        {mode === 'edit' && (
          <WholeNumberInput
            {...form.getInputProps('defaultServiceMinutes')}
            min={SERVICE_MINUTES_MIN}
            max={SERVICE_MINUTES_MAX}
            label={t('company.minutesLabel')}
            description={t('company.minutesHint')}
            maw={{ sm: '50%' }}
          />
        )}
        <div className={classes.actions}>
          {secondaryAction}
          <Button type="submit" size="md" loading={form.submitting}>
            {mode === 'edit' ? t('businesses.edit.save') : t('company.createSubmit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
