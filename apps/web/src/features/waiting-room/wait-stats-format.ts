import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** Where nothing was measured (a median of no one): a dash, not a word. */
const NO_VALUE = '–';

/** The statistics' numbers in the user's language: "12,5 Min.", "20 %", "1.234". */
export function useStatsFormat() {
  const { t, language } = useWaitingRoomTranslation();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return {
    number: (value: number) => number.format(value),
    percent: (value: number) => percent.format(value),
    minutes: (value: number | null) =>
      value === null ? NO_VALUE : t('stats.minutes', { value: number.format(value) }),
  };
}
