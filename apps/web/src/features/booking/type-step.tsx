import { Stack } from '@mantine/core';
import type { Industry } from '@qtify/shared/domain/industry';
import { formatMoney } from '@qtify/shared/domain/money';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { PublicProduct } from '@qtify/shared/schemas/product-schemas';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import classes from './booking.module.css';
import { StepHeading } from './step-heading';

/**
 * Step 1: what to book. Each type is one large button, with the price of the catalogue's service it
 * is (kept there once, docs/catalogue.md); a business without types says so.
 */
export function TypeStep({
  types,
  prices = [],
  industry,
  focus,
  onChoose,
}: {
  types: PublicAppointmentType[];
  /** The public price list; a type linked to one of its items shows that item's price. */
  prices?: PublicProduct[];
  industry: Industry;
  focus: boolean;
  onChoose: (type: PublicAppointmentType) => void;
}) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const context = { context: industry };
  const language = i18n.resolvedLanguage ?? i18n.language;
  const priceOf = new Map(
    prices.flatMap((item) =>
      item.appointmentTypeId
        ? [[item.appointmentTypeId, formatMoney(item.priceMinor, item.currency, language)]]
        : [],
    ),
  );
  const minutes = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });

  if (types.length === 0) {
    return (
      <>
        <StepHeading focus={focus}>{t('types.heading', context)}</StepHeading>
        <EmptyState title={t('types.empty', context)} text={t('types.emptyText', context)} />
      </>
    );
  }

  return (
    <>
      <StepHeading focus={focus}>{t('types.heading', context)}</StepHeading>
      <Stack component="ul" gap="sm" className={classes.list}>
        {types.map((type) => (
          <li key={type.id}>
            <button type="button" className={classes.choice} onClick={() => onChoose(type)}>
              <span className={classes.dot} style={{ background: type.color }} aria-hidden="true" />
              <span className={classes.choiceText}>
                <span className={classes.choiceTitle}>{type.title}</span>
                <span className={classes.muted}>
                  {minutes.format(type.durationMinutes)}
                  {priceOf.has(type.id) && ` · ${priceOf.get(type.id)}`}
                </span>
                {type.description && <span className={classes.muted}>{type.description}</span>}
              </span>
              <IconChevronRight size={22} className={classes.chevron} aria-hidden="true" />
            </button>
          </li>
        ))}
      </Stack>
    </>
  );
}
