import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password input whose show/hide button is a real, labelled button (Mantine's is hidden from
 * keyboard and screen readers by default), so everyone can check what they typed. It also marks
 * itself `aria-invalid` with an error, which Mantine's PasswordInput leaves out (unlike TextInput):
 * screen readers announce it, and the forms find the first invalid field by it.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
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
