import { Anchor, Button, Paper, Stack } from '@mantine/core';
import { can } from '@qtify/shared/domain/team-policy';
import { DEFAULT_LANGUAGE } from '@qtify/shared/i18n/languages';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { showSuccess } from '../../components/show-success';
import { type Business, useUpdateBusiness } from '../../lib/queries/businesses';
import { BookingRulesSection } from './booking-rules-section';
import { BusinessContactForm } from './business-contact-form';
import { BusinessForm } from './business-form';
import { businessDetailsPath } from './business-paths';
import classes from './businesses.module.css';
import { DataRetentionSection } from './data-retention-section';
import { DeleteBusinessSection } from './delete-business-section';
import { DirectoryListingSection } from './directory-listing-section';
import { ReminderSettingsSection } from './reminder-settings-section';
import { WaitingRoomRulesSection } from './waiting-room-rules-section';

/** The settings form of one business, and for its owner the way to delete it. */
export function EditBusiness({ business }: { business: Business }) {
  const { t, i18n } = useTranslation([business.industry, 'common']);
  const updateBusiness = useUpdateBusiness(business.id);
  const navigate = useNavigate();
  const detailsPath = businessDetailsPath(business.id);
  // Reception and practitioners see the business but do not change it (team-policy.ts).
  const mayEdit = can(business.role, 'business.update');
  const head = (
    <>
      <Anchor component={Link} to={detailsPath} className={classes.backLink}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {business.name}
      </Anchor>
      <PageHeader
        title={t('routes.editOrdination')}
        intro={mayEdit ? t('businesses.edit.intro') : undefined}
      />
    </>
  );
  if (!mayEdit) {
    return (
      <div className={`${classes.page} ${classes.narrow}`}>
        {head}
        <EmptyState title={t('errors.FORBIDDEN')} />
      </div>
    );
  }
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      {head}
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <BusinessForm
            mode="edit"
            initial={{
              name: business.name,
              industry: business.industry,
              colorTheme: business.colorTheme,
              timeZone: business.timeZone,
              languageId: business.languageId ?? DEFAULT_LANGUAGE,
              defaultServiceMinutes: String(business.defaultServiceMinutes ?? ''),
            }}
            onSave={async (fields) => {
              const saved = await updateBusiness.mutateAsync(fields);
              showSuccess(i18n.getFixedT(null, [saved.industry, 'common'])('company.saved'));
              await navigate(detailsPath);
            }}
            secondaryAction={
              <Button component={Link} to={detailsPath} variant="default" size="md">
                {t('businesses.cancel')}
              </Button>
            }
          />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <BusinessContactForm business={business} />
        </Paper>
        <DirectoryListingSection business={business} />
        <ReminderSettingsSection business={business} />
        <WaitingRoomRulesSection business={business} />
        <BookingRulesSection business={business} />
        <DataRetentionSection business={business} />
        {can(business.role, 'business.delete') && <DeleteBusinessSection business={business} />}
      </Stack>
    </div>
  );
}
