import { Button, Text, TextInput } from '@mantine/core';
import { MAX_SLOT_RANGE_DAYS } from '@qtify/shared/domain/free-slots';
import type { Industry } from '@qtify/shared/domain/industry';
import { isTooLarge } from '@qtify/shared/domain/party-size-choice';
import { telHref } from '@qtify/shared/domain/place-contact';
import { groupSlotsByDay } from '@qtify/shared/domain/slot-days';
import { addDays, localDateOf } from '@qtify/shared/domain/zoned-time';
import type { ErrorCode } from '@qtify/shared/errors';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { ERROR_MESSAGES } from '../../lib/error-messages';
import { useSlots } from '../../lib/queries/public-places';
import { BackButton } from './back-button';
import classes from './booking.module.css';
import { DoctorPicker } from './doctor-picker';
import { formatDay } from './format-slot';
import { LoadFailed } from './load-failed';
import { type PartyChoice, PartySizePicker } from './party-size-picker';
import { SlotList } from './slot-list';
import { StepHeading } from './step-heading';

interface SlotsStepProps {
  publicId: string;
  timeZone: string;
  industry: Industry;
  type: PublicAppointmentType;
  /** A restaurant's party: the times follow once it says how many they are. Null elsewhere. */
  party: PartyChoice | null;
  /** The business's phone, which a party too large to book online is asked to call. */
  phone: string | null;
  /** A day picked in the filter (`YYYY-MM-DD`), or null for the next days. */
  date: string | null;
  /** The refusal that sent the visitor back here (SLOT_TAKEN …). */
  notice: ErrorCode | null;
  focus: boolean;
  onDate: (date: string | null) => void;
  onPick: (slot: Slot) => void;
  onBack: () => void;
}

/** Step 2: the free times of the chosen type by day, one day with the filter, more on request. */
export function SlotsStep({
  publicId,
  timeZone,
  industry,
  type,
  party,
  phone,
  date,
  notice,
  focus,
  ...on
}: SlotsStepProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const context = { context: industry };
  const today = useMemo(() => localDateOf(Date.now(), timeZone), [timeZone]);
  // A restaurant lists times only for a party it can seat online; a bigger one is asked to call.
  const waiting = party !== null && (party.persons === null || isTooLarge(party.persons, party.maxPartySize));
  const query = useSlots(
    publicId,
    { typeId: type.id, date, today, persons: party?.persons ?? null },
    !waiting,
  );
  // The chosen doctor's times of those listed for all (one request, switching costs none); null: any.
  const [chosen, choose] = useState<string | null>(null);
  const slots = (query.data?.pages.flatMap((page) => page.slots) ?? []).filter(
    (slot) => !chosen || slot.doctorId === chosen,
  );
  const days = groupSlotsByDay(slots, timeZone);
  const searchedUntil = query.data?.pages.at(-1)?.to;
  const backBar = (
    <div className={classes.bar}>
      <BackButton onClick={on.onBack} />
    </div>
  );

  if (party && waiting) {
    return (
      <>
        <StepHeading focus={focus}>{t('party.heading')}</StepHeading>
        <Text mb="md">
          <strong>{type.title}</strong>
        </Text>
        <PartySizePicker {...party} legendHidden />
        {party.persons !== null && party.maxPartySize !== null && (
          <EmptyState
            status
            title={t('party.callUs')}
            text={t('party.upTo', { count: party.maxPartySize })}
            action={
              phone && (
                <Text fw={700} fz="lg">
                  <a href={telHref(phone)}>{phone}</a>
                </Text>
              )
            }
          />
        )}
        {backBar}
      </>
    );
  }

  return (
    <>
      <StepHeading focus={focus}>{t('slots.heading', context)}</StepHeading>
      <Text mb="md">
        <strong>{type.title}</strong>
      </Text>
      {party && <PartySizePicker {...party} />}
      {type.doctors && !party && (
        <DoctorPicker doctors={type.doctors} industry={industry} doctorId={chosen} onDoctor={choose} />
      )}
      <FormAlert message={notice ? t(ERROR_MESSAGES[notice].key, context) : null} />
      <div className={classes.filter}>
        <TextInput
          className={classes.filterInput}
          type="date"
          label={t('slots.dateLabel')}
          description={t('slots.dateHint')}
          value={date ?? ''}
          min={today}
          max={addDays(today, MAX_SLOT_RANGE_DAYS - 1)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            on.onDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
          }}
          size="md"
        />
        {date && (
          <Button variant="light" size="md" onClick={() => on.onDate(null)}>
            {t('slots.showAll')}
          </Button>
        )}
      </div>

      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadFailed error={query.error} industry={industry} onRetry={() => void query.refetch()} />
      ) : days.length === 0 ? (
        <EmptyState
          status
          title={
            date
              ? t('slots.emptyDay', { day: formatDay(date, language), ...context })
              : t('slots.empty', context)
          }
          text={
            searchedUntil && !date
              ? t('slots.searchedUntil', { day: formatDay(searchedUntil, language, true) })
              : undefined
          }
          action={
            query.hasNextPage && (
              <Button
                variant="light"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('slots.showMore', context)}
              </Button>
            )
          }
        />
      ) : (
        <>
          <SlotList days={days} timeZone={timeZone} language={language} onPick={on.onPick} />
          {query.hasNextPage && (
            <Button
              className={classes.more}
              variant="light"
              size="md"
              fullWidth
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('slots.showMore', context)}
            </Button>
          )}
        </>
      )}

      {backBar}
    </>
  );
}
