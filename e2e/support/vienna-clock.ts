/** The time zone the specs' businesses run on. */
export const ZONE = 'Europe/Vienna';

/** 'YYYY-MM-DD' and 'HH:MM:00' of an instant on Vienna's clock (the calendar's cells are named so). */
export function viennaParts(instant: string | number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:00` };
}

/** Tomorrow's date on Vienna's clock, as a date field holds it. */
export function viennaTomorrow(): string {
  return viennaParts(Date.now() + 24 * 3_600_000).date;
}
