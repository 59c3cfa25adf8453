import { Anchor, Badge, Button, Group, Paper } from '@mantine/core';
import { can } from '@qtify/shared/domain/team-policy';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import type { Business } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { absoluteLink } from './absolute-link';
import { ActivateButton } from './activate-button';
import { BookingLinkCard } from './booking-link-card';
import pageClasses from './business-page.module.css';
import { editBusinessPath, MAIN_MENU_PATH } from './business-paths';
import { BusinessShortcuts } from './business-shortcuts';
import classes from './businesses.module.css';
import { IndustryIcon } from './industry-icon';
import { NotOpenOnlineNote } from './not-open-online-note';
import { QrCodeCard } from './qr-code-card';

/** The details of one business, worded for its own industry (not necessarily the active one's). */
export function BusinessDetails({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const { user } = useCurrentUser();
  const active = user?.company?.id === business.id;
  const origin = window.location.origin;

  return (
    <div className={classes.page}>
      <Anchor component={Link} to={MAIN_MENU_PATH} className={classes.backLink}>
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('businesses.backToList')}
      </Anchor>
      <PageHeader
        eyebrow={t('shell.businessName')}
        title={business.name}
        action={
          <div className={classes.headerActions}>
            {!active && <ActivateButton business={business} variant="filled" />}
            {can(business.role, 'business.update') && (
              <Button
                component={Link}
                to={editBusinessPath(business.id)}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
              >
                {t('businesses.edit.button')}
              </Button>
            )}
          </div>
        }
      >
        <Group gap={8} mt={10}>
          <Badge
            variant="light"
            size="lg"
            leftSection={<IndustryIcon industry={business.industry} size={14} />}
          >
            {t(`businesses.industries.${business.industry}.label`)}
          </Badge>
          {active && (
            <Badge variant="filled" size="lg">
              {t('businesses.active')}
            </Badge>
          )}
        </Group>
      </PageHeader>

      <NotOpenOnlineNote business={business} />
      <div className={pageClasses.columns}>
        <QrCodeCard business={business} registerLink={absoluteLink(business.links.register, origin)} />
        <BookingLinkCard business={business} />
      </div>

      {active ? (
        <BusinessShortcuts industry={business.industry} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={pageClasses.inactive}>
          <p className={pageClasses.cardText}>{t('company.inactiveText', { name: business.name })}</p>
          <ActivateButton business={business} variant="light" />
        </Paper>
      )}
    </div>
  );
}
