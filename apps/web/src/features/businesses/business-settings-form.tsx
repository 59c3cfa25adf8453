import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { type Business, useUpdateBusiness } from '../../lib/queries/businesses';
import { useSchemaForm } from '../../lib/use-schema-form';

// zod stays out of the settings page's first download: the schema loads when the form is first sent.
const loadSchema = () =>
  import('@qtify/shared/schemas/business-schemas').then((module) => module.ZUpdateBusinessBody);

/** A settings form over one part of the business, checked with the server's schema. */
export function useBusinessSettingsForm<V extends Record<string, unknown>>(
  business: Business,
  options: { initialValues: V; toBody: (values: V) => UpdateBusinessBody },
) {
  return useSchemaForm<V, UpdateBusinessBody>({ ...options, schema: loadSchema, context: business.industry });
}

type SettingsForm = ReturnType<typeof useBusinessSettingsForm<Record<string, unknown>>>;

/**
 * The frame of each small form on the business's settings page: a card with its heading, the
 * fields, the form's message and a save button; saving says so in a toast.
 */
export function BusinessSettingsForm({
  business,
  form,
  heading,
  children,
}: {
  business: Business;
  form: Pick<SettingsForm, 'ref' | 'onSubmit' | 'formError' | 'submitting'>;
  heading: string;
  children: ReactNode;
}) {
  const { t } = useTranslation([business.industry, 'common']);
  const update = useUpdateBusiness(business.id);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        ref={form.ref}
        noValidate
        onSubmit={form.onSubmit(async (body) => {
          await update.mutateAsync(body);
          showSuccess(t('company.saved'));
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {heading}
          </Title>
          {children}
          <FormAlert message={form.formError} />
          <Group>
            <Button type="submit" size="md" loading={form.submitting}>
              {t('businesses.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
