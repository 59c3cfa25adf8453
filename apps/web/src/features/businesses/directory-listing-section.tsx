import { Anchor, Switch, Text } from '@mantine/core';
import { shopPagePath } from '@qtify/shared/domain/business-links';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Business } from '../../lib/queries/businesses';
import { BusinessSettingsForm, useBusinessSettingsForm } from './business-settings-form';

/**
 * Whether the business appears in the public directory (/shops): off until the owner switches it
 * on. Its own page is public either way; the section links it.
 */
export function DirectoryListingSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const form = useBusinessSettingsForm<{ listed: boolean }>(business, {
    initialValues: { listed: business.listed },
    toBody: (values) => ({ listed: values.listed }),
  });
  return (
    <BusinessSettingsForm business={business} form={form} heading={t('businesses.listing.heading')}>
      <Switch
        size="md"
        label={t('businesses.listing.listed')}
        description={t('businesses.listing.listedHint')}
        {...form.getInputProps('listed', { type: 'checkbox' })}
      />
      <Text size="sm">
        {t('businesses.listing.page')}:{' '}
        <Anchor component={Link} to={shopPagePath(business.publicId)}>
          {shopPagePath(business.publicId)}
        </Anchor>
      </Text>
    </BusinessSettingsForm>
  );
}
