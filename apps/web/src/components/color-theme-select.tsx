import { COLOR_THEME_IDS, COLOR_THEMES } from '@qtify/shared/domain/color-themes';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { storeColorTheme, useColorTheme } from '../lib/color-theme-store';
import classes from './color-theme-select.module.css';
import { DropdownMenu } from './dropdown-menu';

function Swatch({ primary, accent }: { primary: string; accent: string }) {
  return (
    <span className={classes.swatch} style={{ background: primary }} aria-hidden="true">
      <span className={classes.accent} style={{ background: accent }} />
    </span>
  );
}

/** The colour-theme selector of the top bar (default, blue, purple, dark). */
export function ColorThemeSelect() {
  const { t } = useTranslation('common');
  const active = useColorTheme();
  return (
    <DropdownMenu
      label={t('a11y.chooseColorTheme', { theme: t(`colorThemes.${active}`) })}
      heading={t('a11y.colorTheme')}
      trigger={<IconPalette size={20} stroke={1.8} aria-hidden="true" />}
      items={COLOR_THEME_IDS.map((id) => ({
        id,
        label: t(`colorThemes.${id}`),
        icon: <Swatch primary={COLOR_THEMES[id].primary} accent={COLOR_THEMES[id].accent} />,
        checked: id === active,
      }))}
      onSelect={(id) => {
        const theme = COLOR_THEME_IDS.find((candidate) => candidate === id);
        if (theme) storeColorTheme(theme);
      }}
    />
  );
}
