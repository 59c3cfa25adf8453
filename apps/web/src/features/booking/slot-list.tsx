import type { Slot } from '@qtify/shared/schemas/booking-schemas';
import classes from './booking.module.css';
import { formatDay, formatSlotName, formatTime, type SlotDay } from './slot-days';

/** Free times under a heading per day; each time is a large button (named with its day) that picks it. */
export function SlotList({
  days,
  timeZone,
  language,
  onPick,
}: {
  days: SlotDay[];
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
        return (
          <section key={day.date} className={classes.day} aria-labelledby={headingId}>
            <h3 id={headingId} className={classes.dayHeading}>
              {formatDay(day.date, language, withYear)}
            </h3>
            <ul className={classes.slots}>
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={classes.slot}
                    aria-label={formatSlotName(day.date, slot.start, timeZone, language, withYear)}
                    onClick={() => onPick(slot)}
                  >
                    {formatTime(slot.start, timeZone, language)}
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
