import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import { useTranslation } from 'react-i18next';
import classes from './shops.module.css';

/** The business's name, what kind of business it is and its own description. */
export function ShopIntro({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation('shops');
  return (
    <header className={classes.intro}>
      <p className={classes.kind}>{t(`industries.${business.industry}`)}</p>
      <h1 className={classes.title}>{business.name}</h1>
      {business.addressLine && <p className={classes.muted}>{business.addressLine}</p>}
      {business.description && <p className={classes.description}>{business.description}</p>}
    </header>
  );
}
