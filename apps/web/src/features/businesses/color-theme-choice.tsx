import { COLOR_THEME_IDS, COLOR_THEMES, type ColorThemeId } from '@qtify/shared/domain/color-themes';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './choice-cards.module.css';

interface ColorThemeChoiceProps {
  value: ColorThemeId;
  onChange: (theme: ColorThemeId) => void;
  error?: string;
}

/** The business's colour theme as four swatch cards (primary, secondary and accent colour each). */
export function ColorThemeChoice({ value, onChange, error }: ColorThemeChoiceProps) {
  const { t } = useTranslation('common');
  const name = useId();
  return (
    <fieldset className={classes.fieldset} aria-describedby={`${name}-hint`}>
      <legend className={classes.legend}>{t('businesses.fields.colorTheme')}</legend>
      <p id={`${name}-hint`} className={classes.description}>
        {t('businesses.fields.colorThemeHint')}
      </p>
      <div className={classes.grid} data-columns="4">
        {COLOR_THEME_IDS.map((theme) => {
          const checked = theme === value;
          const colors = COLOR_THEMES[theme];
          return (
            <label key={theme} className={classes.card} data-checked={checked || undefined}>
              <input
                type="radio"
                name={name}
                value={theme}
                checked={checked}
                onChange={() => onChange(theme)}
                className={classes.input}
              />
              <span className={classes.swatches} aria-hidden="true">
                {(['primary', 'secondary', 'accent'] as const).map((role) => (
                  <span key={role} className={classes.swatch} style={{ background: colors[role] }} />
                ))}
              </span>
              <span className={classes.title}>{t(`colorThemes.${theme}`)}</span>
              {checked && <IconCircleCheckFilled size={20} className={classes.check} aria-hidden="true" />}
            </label>
          );
        })}
      </div>
      {error && <p className={classes.error}>{error}</p>}
    </fieldset>
  );
}
