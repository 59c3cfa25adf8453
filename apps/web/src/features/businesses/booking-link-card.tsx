import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../components/copy-link-field';
import { SectionCard } from '../../components/section-card';
import type { Business } from '../../lib/queries/businesses';
import { absoluteLink } from './absolute-link';
import pageClasses from './business-page.module.css';

/** The card that hands out a business's public booking link, to copy and share. */
export function BookingLinkCard({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const heading = useId();
  return (
    <SectionCard labelledBy={heading}>
      <h2 id={heading} className={pageClasses.cardTitle}>
        {t('company.bookingTitle')}
      </h2>
      <p className={pageClasses.cardText}>{t('company.bookingText')}</p>
      <CopyLinkField
        label={t('company.bookLinkLabel')}
        link={absoluteLink(business.links.book, window.location.origin)}
      />
    </SectionCard>
  );
}
