import { type Icon, IconAlertTriangle, IconCircleCheck, IconDoorExit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './patient-room.module.css';

const ICONS = { success: IconCircleCheck, error: IconAlertTriangle, left: IconDoorExit };
type Tone = keyof typeof ICONS;

/** A page-filling message: a dead link, a place that is over, registration paused; an icon, a heading, a text, actions. */
export function PatientMessage({
  tone,
  icon,
  title,
  text,
  level = 1,
  children,
}: {
  tone: Tone;
  /** An icon of the page's own (the tones' icons are kept few: they load with the room). */
  icon?: Icon;
  /** 2 inside a page that has its own h1 (the room). */
  level?: 1 | 2;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}) {
  const Glyph = icon ?? ICONS[tone];
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={classes.stack}>
      <div>
        <span className="round-badge" data-tone={tone} aria-hidden="true">
          <Glyph size={30} />
        </span>
        <Heading className={classes.title}>{title}</Heading>
        {text && <p className={classes.intro}>{text}</p>}
      </div>
      {children}
    </div>
  );
}
