import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is a real, labelled button (Mantine's is hidden from
 * keyboard and screen readers by default), so everyone can check what they typed.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('password.hide') : t('password.show'),
        'aria-pressed': visible,
        tabIndex: 0,
      }}
    />
  );
}
