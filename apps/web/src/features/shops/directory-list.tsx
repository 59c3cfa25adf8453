import { shopPagePath } from '@qtify/shared/domain/business-links';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DirectoryBusiness } from '../../lib/queries/directory';
import classes from './shops.module.css';

/** The businesses found, each a link to its own page. */
export function DirectoryList({ businesses }: { businesses: readonly DirectoryBusiness[] }) {
  const { t } = useTranslation('shops');
  return (
    <ul className={classes.results}>
      {businesses.map((business) => (
        <li key={business.publicId}>
          <Link to={shopPagePath(business.publicId)} className={classes.result}>
            <p className={classes.kind}>
              {[t(`industries.${business.industry}`), business.city].filter(Boolean).join(' · ')}
            </p>
            <p className={classes.resultName}>{business.name}</p>
            {business.description && <p className={classes.muted}>{business.description}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
