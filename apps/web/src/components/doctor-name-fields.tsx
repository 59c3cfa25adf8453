import { TextInput, type TextInputProps } from '@mantine/core';
import { isTableSeats, MAX_TABLE_SEATS, MIN_TABLE_SEATS } from '@qtify/shared/domain/party-size';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../lib/error-messages';
import type { DoctorFields as DoctorBody } from '../lib/queries/doctors';
import { WholeNumberInput } from './whole-number-input';

/** What a doctor's (a table's) form holds as typed: the seats as text. */
export interface DoctorValues {
  name: string;
  specialty: string;
  partySize: string;
}

/** How many persons a table seats, typed as digits only (no "4.5", no "1e3"). */
const DIGITS = /^\d+$/;

/** The request body of the values: a table sends its seats, anyone else a specialty. */
export function doctorBody(values: DoctorValues, table: boolean): DoctorBody {
  return {
    name: values.name.trim(),
    // An empty field is no number: the schema says so instead of saving 0.
    ...(table
      ? { partySize: Number(values.partySize || Number.NaN) }
      : { specialty: values.specialty.trim() }),
  };
}

/**
 * What the server asks for too (422 NAME_REQUIRED, SPECIALTY_REQUIRED, PARTY_SIZE_REQUIRED), said in
 * the industry's words before sending.
 */
export function doctorProblems(values: DoctorValues, table: boolean): Record<string, FormMessage> {
  return {
    ...(values.name.trim() ? {} : { name: { key: 'doctorsPage.nameRequired' } }),
    ...(table && !(DIGITS.test(values.partySize.trim()) && isTableSeats(Number(values.partySize)))
      ? { partySize: { key: 'doctorsPage.specialtyRequired' } }
      : {}),
    ...(!table && !values.specialty.trim() ? { specialty: { key: 'doctorsPage.specialtyRequired' } } : {}),
  };
}

interface DoctorNameFieldsProps {
  /** The form's props of each field (`form.getInputProps`). */
  field: (name: keyof DoctorValues) => TextInputProps;
  table: boolean;
  /** The industry whose words name the fields (its namespace). */
  industry: string;
  autoFocus?: boolean;
}

/** A doctor's name and specialty, or a table's name and seats (the doctors page and the setup). */
export function DoctorNameFields({ field, table, industry, autoFocus }: DoctorNameFieldsProps) {
  const { t } = useTranslation([industry, 'common']);
  return (
    <>
      <TextInput
        {...field('name')}
        label={t('doctorsPage.nameLabel')}
        placeholder={t('doctorsPage.namePlaceholder')}
        required
        data-autofocus={autoFocus || undefined}
      />
      {table ? (
        <WholeNumberInput
          {...field('partySize')}
          min={MIN_TABLE_SEATS}
          max={MAX_TABLE_SEATS}
          label={t('doctorsPage.specialtyLabel')}
          placeholder={t('doctorsPage.specialtyPlaceholder')}
          required
          maw="12rem"
        />
      ) : (
        <TextInput
          {...field('specialty')}
          label={t('doctorsPage.specialtyLabel')}
          placeholder={t('doctorsPage.specialtyPlaceholder')}
          required
        />
      )}
    </>
  );
}
