import { INDUSTRIES, type Industry } from '@qtify/shared/domain/industry';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './choice-cards.module.css';
import { IndustryIcon } from './industry-icon';

interface IndustryChoiceProps {
  value: Industry;
  onChange: (industry: Industry) => void;
  error?: string;
}

/** The industry theme as four large cards: it sets the wording of every screen (doctor, table …). */
export function IndustryChoice({ value, onChange, error }: IndustryChoiceProps) {
  const { t } = useTranslation('common');
  const name = useId();
  return (
    <fieldset className={classes.fieldset} aria-describedby={`${name}-hint`}>
      <legend className={classes.legend}>{t('businesses.fields.industry')}</legend>
      <p id={`${name}-hint`} className={classes.description}>
        {t('businesses.fields.industryHint')}
      </p>
      <div className={classes.grid} data-columns="4">
        {INDUSTRIES.map((industry) => {
          const checked = industry === value;
          return (
            <label key={industry} className={classes.card} data-checked={checked || undefined}>
              <input
                type="radio"
                name={name}
                value={industry}
                checked={checked}
                onChange={() => onChange(industry)}
                className={classes.input}
              />
              <span className={classes.icon}>
                <IndustryIcon industry={industry} size={24} />
              </span>
              <span className={classes.title}>{t(`businesses.industries.${industry}.label`)}</span>
              <span className={classes.text}>{t(`businesses.industries.${industry}.description`)}</span>
              {checked && <IconCircleCheckFilled size={20} className={classes.check} aria-hidden="true" />}
            </label>
          );
        })}
      </div>
      {error && <p className={classes.error}>{error}</p>}
    </fieldset>
  );
}
