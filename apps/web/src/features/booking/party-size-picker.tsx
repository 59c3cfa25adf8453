import { TextInput } from '@mantine/core';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@qtify/shared/domain/party-size';
import { isOtherPersonsInvalid, parsePersons, personButtons } from '@qtify/shared/domain/party-size-choice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './booking.module.css';

export interface PartyChoice {
  /** The persons chosen so far (the address's `persons`), null before the first choice. */
  persons: number | null;
  /** The largest party the restaurant's tables seat, null when unknown. */
  maxPartySize: number | null;
  onPersons: (persons: number) => void;
}

/**
 * "How many persons?": a row of buttons for the usual parties and a number field for more, so a
 * party of two taps once on a phone and a party of twelve still gets to say so.
 */
export function PartySizePicker({
  persons,
  maxPartySize,
  onPersons,
  legendHidden = false,
}: PartyChoice & { /** When the step's heading asks the same question already. */ legendHidden?: boolean }) {
  const { t } = useTranslation(['booking', 'common']);
  const buttons = personButtons(maxPartySize);
  const beyond = persons !== null && persons > buttons.length;
  const [other, setOther] = useState(beyond ? String(persons) : '');
  // A number field reports letters as "" with `badInput` set: that is no party either.
  const [badInput, setBadInput] = useState(false);
  const invalid = badInput || isOtherPersonsInvalid(other);
  return (
    <fieldset className={classes.party}>
      <legend className={legendHidden ? classes.partyLegendHidden : classes.partyLegend}>
        {t('party.heading')}
      </legend>
      <div className={classes.partyButtons}>
        {buttons.map((count) => (
          <button
            key={count}
            type="button"
            className={classes.partyButton}
            aria-pressed={persons === count}
            onClick={() => {
              setOther('');
              setBadInput(false);
              onPersons(count);
            }}
          >
            {count}
          </button>
        ))}
      </div>
      <TextInput
        className={classes.partyOther}
        type="number"
        inputMode="numeric"
        min={MIN_PARTY_SIZE}
        max={MAX_PARTY_SIZE}
        label={t('party.other')}
        value={other}
        error={invalid ? t('validation.partySize', { ns: 'common' }) : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setOther(value);
          setBadInput(event.currentTarget.validity.badInput);
          const count = parsePersons(value);
          if (count !== null) onPersons(count);
        }}
        size="md"
      />
    </fieldset>
  );
}
