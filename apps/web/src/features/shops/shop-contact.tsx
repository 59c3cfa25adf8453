import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
// Not the frame foot's IconMapPin and IconPhone: sharing them would split each into a chunk of its
// own that every patient page then fetches.
import { IconMail, IconMap2, IconPhoneCall, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mapLink, telHref } from './shop-paths';
import classes from './shops.module.css';

/** The website without its scheme, as people say it ("salon-lena.at/termine"). */
const shortWebsite = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Address (with an OpenStreetMap link, no embedded map), phone, website and e-mail, where given. */
export function ShopContact({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation('shops');
  const { addressLine, phone, website, email } = business;
  if (!addressLine && !phone && !website && !email) return null;
  const headingId = 'shop-contact-heading';
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t('contact.heading')}
      </h2>
      <address className={classes.contact}>
        {addressLine && (
          <p className={classes.contactLine}>
            <IconMap2 size={20} aria-hidden="true" />
            <span>
              {addressLine}
              <br />
              <a href={mapLink(addressLine)} target="_blank" rel="noopener noreferrer">
                {t('contact.map')}
              </a>
            </span>
          </p>
        )}
        {phone && (
          <a className={classes.contactLine} href={telHref(phone)}>
            <IconPhoneCall size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t('contact.phone')}: </span>
              {phone}
            </span>
          </a>
        )}
        {website && (
          <a className={classes.contactLine} href={website} target="_blank" rel="noopener noreferrer">
            <IconWorld size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t('contact.website')}: </span>
              {shortWebsite(website)}
            </span>
          </a>
        )}
        {email && (
          <a className={classes.contactLine} href={`mailto:${email}`}>
            <IconMail size={20} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t('contact.email')}: </span>
              {email}
            </span>
          </a>
        )}
      </address>
    </section>
  );
}
