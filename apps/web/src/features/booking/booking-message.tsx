import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './booking.module.css';
import { StepHeading } from './step-heading';

/** A result or a dead end of the flow: an icon, the heading (focused when `focus`), a text, actions. */
export function BookingMessage({
  tone,
  title,
  text,
  focus = true,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  text?: ReactNode;
  focus?: boolean;
  children?: ReactNode;
}) {
  const Icon = tone === 'success' ? IconCircleCheck : IconAlertTriangle;
  return (
    <div className={classes.stack}>
      <div>
        <span className="round-badge" data-tone={tone} aria-hidden="true">
          <Icon size={30} />
        </span>
        <StepHeading focus={focus}>{title}</StepHeading>
        {text && <p className={classes.muted}>{text}</p>}
      </div>
      {children}
    </div>
  );
}
