import type { SlotDay } from '@qtify/shared/domain/slot-days';
import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import classes from './booking.module.css';
import { formatDay, formatDayTimes, formatSlotName } from './format-slot';

/** Free times under a heading per day; each time is a large button (named with its day) that picks it. */
export function SlotList({
  days,
  timeZone,
  language,
  onPick,
}: {
  days: SlotDay<Slot>[];
  timeZone: string;
  language: string;
  onPick: (slot: Slot) => void;
}) {
  const thisYear = new Date().getFullYear();
  return (
    <div>
      {days.map((day) => {
        const headingId = `slots-${day.date}`;
        const withYear = Number(day.date.slice(0, 4)) !== thisYear;
        const times = formatDayTimes(
          day.slots.map((slot) => slot.start),
          timeZone,
          language,
        );
        return (
          <section key={day.date} className={classes.day} aria-labelledby={headingId}>
            <h3 id={headingId} className={classes.dayHeading}>
              {formatDay(day.date, language, withYear)}
            </h3>
            <ul className={classes.slots}>
              {day.slots.map((slot, index) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={classes.slot}
                    aria-label={formatSlotName(day.date, times[index] ?? '', language, withYear)}
                    onClick={() => onPick(slot)}
                  >
                    {times[index]}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
