import { Button } from '@mantine/core';
import { DEFAULT_LANGUAGE, isLanguageId } from '@qtify/shared/i18n/languages';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import type { Business } from '../../lib/queries/businesses';
import { absoluteLink } from './absolute-link';
import { businessDetailsPath } from './business-paths';
import classes from './qr-print.module.css';
import { useQrCodeUrl } from './use-qr-code-url';

/**
 * The printed notice speaks the business's language and industry (whoever prints it): the people
 * in front of it are its patients or guests. The toolbar above it speaks the user's language.
 */
export function QrPrintSheet({ business }: { business: Business }) {
  const language = isLanguageId(business.languageId) ? business.languageId : DEFAULT_LANGUAGE;
  const { t: sheetT } = useTranslation([business.industry, 'common'], { lng: language });
  const { t } = useTranslation('common');
  const [search] = useSearchParams();
  const line = search.get('line') || undefined;
  const qr = useQrCodeUrl(business.id, line);
  const [loaded, setLoaded] = useState(false);
  const printed = useRef(false);
  const autoPrint = search.get('print') === '1';

  useEffect(() => {
    if (!loaded || !autoPrint || printed.current) return;
    printed.current = true;
    window.print();
  }, [loaded, autoPrint]);

  return (
    <div className={classes.screen}>
      <header className={classes.toolbar}>
        <Button
          component={Link}
          to={businessDetailsPath(business.id)}
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {t('businesses.print.back')}
        </Button>
        <Button
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
          onClick={() => window.print()}
          disabled={!loaded}
        >
          {t('businesses.qr.print')}
        </Button>
      </header>
      <main className={classes.sheet} lang={language}>
        <p className={classes.eyebrow}>{sheetT('company.printHeading')}</p>
        <h1 className={classes.name}>{business.name}</h1>
        <div className={classes.qrFrame}>
          {qr.url && (
            <img
              src={qr.url}
              alt={sheetT('businesses.qr.alt', { name: business.name })}
              className={classes.qr}
              onLoad={() => setLoaded(true)}
            />
          )}
        </div>
        <p className={classes.instruction}>{sheetT('company.printInstruction')}</p>
        <p className={classes.link}>
          {absoluteLink(business.links.register, window.location.origin)}
          {line ? `&${new URLSearchParams({ line })}` : ''}
        </p>
        <div className={classes.footer} aria-hidden="true">
          <Logo size={22} />
        </div>
      </main>
    </div>
  );
}
