import classes from './logo.module.css';

/**
 * The Qtify mark: a magnifier-shaped "Q" around a dot in the accent colour (the person in the
 * queue). Colours follow the active theme through CSS variables.
 */
export function Logo({ size = 32, wordmarkClassName }: { size?: number; wordmarkClassName?: string }) {
  return (
    <span className={classes.logo}>
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <circle cx="15" cy="15" r="8" fill="none" stroke="#fff" strokeWidth="3.2" />
        <path d="M18.5 18.5 24 24" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="15" cy="15" r="2.4" fill="var(--qtify-color-accent)" />
      </svg>
      <span className={wordmarkClassName ? `${classes.wordmark} ${wordmarkClassName}` : classes.wordmark}>
        Qtify
      </span>
    </span>
  );
}
