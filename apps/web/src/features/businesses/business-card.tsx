import { Badge } from '@mantine/core';
import { COLOR_THEMES, isColorThemeId } from '@qtify/shared/domain/color-themes';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Business } from '../../lib/queries/businesses';
import classes from './business-list.module.css';
import { businessDetailsPath } from './business-paths';
import { IndustryIcon } from './industry-icon';

/** One business in the main menu: the whole card opens its details. */
export function BusinessCard({ business, active }: { business: Business; active: boolean }) {
  const { t } = useTranslation('common');
  const theme = isColorThemeId(business.colorTheme) ? business.colorTheme : 'default';
  return (
    <Link to={businessDetailsPath(business.id)} className={classes.card} data-active={active || undefined}>
      <span
        className={classes.cardIcon}
        style={{ background: COLOR_THEMES[theme].primary }}
        aria-hidden="true"
      >
        <IndustryIcon industry={business.industry} size={26} />
      </span>
      <span className={classes.cardBody}>
        <span className={classes.cardName}>{business.name}</span>
        <span className={classes.cardIndustry}>{t(`businesses.industries.${business.industry}.label`)}</span>
        <span className={classes.cardBadges}>
          {active && (
            <Badge variant="filled" size="sm">
              {t('businesses.active')}
            </Badge>
          )}
          <Badge variant="default" size="sm">
            {t(`businesses.roles.${business.role}`)}
          </Badge>
        </span>
      </span>
      <IconChevronRight size={20} className={classes.cardChevron} aria-hidden="true" />
    </Link>
  );
}
