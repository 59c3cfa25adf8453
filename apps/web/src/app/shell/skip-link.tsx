import { useTranslation } from 'react-i18next';

/** First focusable element: keyboard users jump past the header straight to the page. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main-content">
      {t('a11y.skipToContent')}
    </a>
  );
}
