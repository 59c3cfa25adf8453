import { type ReactNode, useEffect, useRef } from 'react';
import classes from './booking.module.css';

/**
 * The heading of a step. When the visitor moved to the step (not on the first load of the page),
 * focus moves to it, so screen readers announce the new step and the keyboard starts there.
 */
export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={classes.stepHeading}>
      {children}
    </h2>
  );
}
