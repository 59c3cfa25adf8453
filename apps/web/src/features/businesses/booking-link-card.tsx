import { Paper } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '../../lib/queries/businesses';
import { absoluteLink } from './absolute-link';
import pageClasses from './business-page.module.css';
import { CopyLinkField } from './copy-link-field';

/** The card that hands out a business's public booking link, to copy and share. */
export function BookingLinkCard({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const heading = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={heading}>
      <h2 id={heading} className={pageClasses.cardTitle}>
        {t('company.bookingTitle')}
      </h2>
      <p className={pageClasses.cardText}>{t('company.bookingText')}</p>
      <CopyLinkField
        label={t('company.bookLinkLabel')}
        link={absoluteLink(business.links.book, window.location.origin)}
      />
    </Paper>
  );
}
