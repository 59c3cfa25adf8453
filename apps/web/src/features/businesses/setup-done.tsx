import { Button } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import type { Business } from '../../lib/queries/businesses';
import { absoluteLink } from './absolute-link';
import { BookingLinkCard } from './booking-link-card';
import pageClasses from './business-page.module.css';
import classes from './businesses.module.css';
import { NotOpenOnlineNote } from './not-open-online-note';
import { QrCodeCard } from './qr-code-card';

/** Where the setup ends: the booking link to share and the QR code to hang up, then to work. */
export function SetupDone({ business, waitingRoomPath }: { business: Business; waitingRoomPath: string }) {
  const { t } = useTranslation([business.industry, 'common']);
  const origin = window.location.origin;
  return (
    <div className={classes.page}>
      <PageHeader
        icon={<IconCircleCheck size={26} />}
        title={t('onboarding.done.title')}
        intro={t('onboarding.done.text', { context: business.industry })}
        action={
          <div className={classes.headerActions}>
            <Button
              component={Link}
              to={waitingRoomPath}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden="true" />}
            >
              {t('onboarding.done.start')}
            </Button>
          </div>
        }
      />
      <NotOpenOnlineNote business={business} />
      <div className={pageClasses.columns}>
        <BookingLinkCard business={business} />
        <QrCodeCard business={business} registerLink={absoluteLink(business.links.register, origin)} />
      </div>
    </div>
  );
}
