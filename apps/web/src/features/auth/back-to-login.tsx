import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './auth.module.css';

/** The way back from the password pages to the login, under their card. */
export function BackToLogin() {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to="/login" fw={600} className={classes.backLink}>
      <IconArrowLeft size={16} aria-hidden="true" />
      {t('auth.forgot.backToLogin')}
    </Anchor>
  );
}
