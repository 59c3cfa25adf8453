import { businessLinks } from '@qtify/shared/domain/business-links';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { IconCalendarPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import classes from './shops.module.css';

interface ShopActionsProps {
  publicId: string;
  business: PublicBusiness;
  /** Whether it offers anything to book online (false: no appointment type yet). */
  bookable: boolean;
}

/**
 * Book and join the queue, as far as the business offers them now: nothing online until its owner
 * verified their e-mail (EMAIL_NOT_VERIFIED), no joining while staff paused self-registration.
 */
export function ShopActions({ publicId, business, bookable }: ShopActionsProps) {
  const { t } = useTranslation('shops');
  const context = { context: business.industry };
  const links = businessLinks(publicId);
  if (!business.openOnline) {
    return (
      <p className={classes.note} role="status">
        {t('actions.notOpen')}
      </p>
    );
  }
  const paused = business.selfRegistration === 'paused';
  return (
    <section className={classes.actions} aria-label={t('actions.heading')}>
      {bookable && (
        <Link to={links.book} className={buttonClass('primary', 'md')}>
          <IconCalendarPlus size={20} aria-hidden="true" />
          {t('actions.book', context)}
        </Link>
      )}
      {paused ? (
        <p className={classes.note}>{t('actions.paused')}</p>
      ) : (
        <Link to={links.register} className={buttonClass(bookable ? 'default' : 'primary', 'md')}>
          <IconUsersGroup size={20} aria-hidden="true" />
          {t('actions.join', context)}
        </Link>
      )}
    </section>
  );
}
