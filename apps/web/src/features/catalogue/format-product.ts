/** "45 Min." in the reader's language. */
export function formatMinutes(minutes: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
    minutes,
  );
}

/** "20 %": a tax rate in the reader's language. */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100);
}
