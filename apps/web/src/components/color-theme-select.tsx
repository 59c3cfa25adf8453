import { COLOR_THEME_IDS, COLOR_THEMES } from '@qtify/shared/domain/color-themes';
import { IconBuildingStore, IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  storeColorTheme,
  useBusinessColorTheme,
  useChosenColorTheme,
  useColorTheme,
} from '../lib/color-theme-store';
import classes from './color-theme-select.module.css';
import { type DropdownItem, DropdownMenu } from './dropdown-menu';

function Swatch({ primary, accent }: { primary: string; accent: string }) {
  return (
    <span className={classes.swatch} style={{ background: primary }} aria-hidden="true">
      <span className={classes.accent} style={{ background: accent }} />
    </span>
  );
}

// The entry that gives the choice back to the business (only shown to its staff).
const FOLLOW_BUSINESS = 'business';

/**
 * The colour-theme selector of the top bar (default, blue, purple, dark). Staff of a business see
 * its theme until they pick one here; "as the business" undoes their pick.
 */
export function ColorThemeSelect() {
  const { t } = useTranslation('common');
  const active = useColorTheme();
  const chosen = useChosenColorTheme();
  const business = useBusinessColorTheme();
  const items: DropdownItem[] = COLOR_THEME_IDS.map((id) => ({
    id,
    label: t(`colorThemes.${id}`),
    icon: <Swatch primary={COLOR_THEMES[id].primary} accent={COLOR_THEMES[id].accent} />,
    checked: business ? id === chosen : id === active,
  }));
  if (business) {
    items.unshift({
      id: FOLLOW_BUSINESS,
      label: t('colorThemes.business', { theme: t(`colorThemes.${business}`) }),
      icon: <IconBuildingStore size={20} stroke={1.8} aria-hidden="true" />,
      checked: chosen === null,
    });
  }
  return (
    <DropdownMenu
      label={t('a11y.chooseColorTheme', { theme: t(`colorThemes.${active}`) })}
      heading={t('a11y.colorTheme')}
      trigger={<IconPalette size={20} stroke={1.8} aria-hidden="true" />}
      items={items}
      onSelect={(id) => {
        if (id === FOLLOW_BUSINESS) storeColorTheme(null);
        const theme = COLOR_THEME_IDS.find((candidate) => candidate === id);
        if (theme) storeColorTheme(theme);
      }}
    />
  );
}
