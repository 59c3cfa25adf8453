import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoneyInput, parseMoneyInput } from '@qtify/shared/domain/money-input';
import { useTranslation } from 'react-i18next';

/** The currency's sign in the reader's language ("€", "CHF"), shown beside the amount. */
function currencySign(currency: string, language: string): string {
  return (
    new Intl.NumberFormat(language, { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * A price as people type it in their language ("12,50" in German, "12.50" in English), beside the
 * business's currency. Leaving the field writes a readable amount back ("12,5" → "12,50"); what
 * cannot be read stays as typed, for the form's check to name (money.ts parseMoneyInput).
 */
export function PriceInput({
  value = '',
  onChange,
  currency,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange: (value: string) => void;
  currency: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const sign = currencySign(currency, language);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      maw="14rem"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        const read = parseMoneyInput(value, language);
        if (read.ok) onChange(formatMoneyInput(read.minor, language));
        props.onBlur?.(event);
      }}
      rightSection={<span aria-hidden="true">{sign}</span>}
      rightSectionWidth={sign.length > 1 ? 48 : 32}
    />
  );
}
