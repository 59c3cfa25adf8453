import { IconCircle, IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './password-checklist.module.css';
import { passwordChecklist } from './password-checklist-state';

interface PasswordChecklistProps {
  password: string;
  /** After a refused submit, rules that are still unmet turn red. */
  showUnmet?: boolean;
}

/**
 * The password rules of the spec, ticked live as the user types (DESIGN.md). Made of spans with list
 * roles because Mantine puts an input's description into a <p>; the hidden status words let screen
 * readers hear which rules are done when the input's description is read.
 */
export function PasswordChecklist({ password, showUnmet = false }: PasswordChecklistProps) {
  const { t } = useTranslation('common');
  return (
    <span className={classes.root}>
      <span className={classes.title}>{t('password.rulesTitle')}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a <ul> may not sit inside Mantine's description <p> */}
      <span role="list" className={classes.list}>
        {passwordChecklist(password).map(({ rule, met }) => {
          const state = met ? 'met' : showUnmet ? 'failed' : 'open';
          return (
            // biome-ignore lint/a11y/useSemanticElements: see the list above
            <span role="listitem" key={rule} className={classes.item} data-state={state}>
              {met ? (
                <IconCircleCheckFilled size={16} aria-hidden="true" className={classes.icon} />
              ) : showUnmet ? (
                <IconCircleX size={16} aria-hidden="true" className={classes.icon} />
              ) : (
                <IconCircle size={16} aria-hidden="true" className={classes.icon} />
              )}
              <span>{t(`password.rules.${rule}`)}</span>
              <span className="visually-hidden">{met ? t('password.met') : t('password.notMet')}</span>
            </span>
          );
        })}
      </span>
    </span>
  );
}
