import type { PlaceBrand } from '../../lib/place-brand';
import classes from './business-frame.module.css';
import { monogramOf } from './monogram';

/** The business's logo, else its initials on its primary colour. Decoration: the name is beside it. */
export function BusinessBadge({ place }: { place: PlaceBrand }) {
  if (place.logoUrl) return <img className={classes.logo} src={place.logoUrl} alt="" />;
  return (
    <span className={classes.monogram} aria-hidden="true">
      {monogramOf(place.name)}
    </span>
  );
}
