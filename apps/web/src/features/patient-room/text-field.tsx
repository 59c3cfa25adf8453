import type { InputHTMLAttributes } from 'react';
import classes from './patient-room.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  /** Shows the hint as a notice (why the field appeared), not as small print. */
  notice?: boolean;
}

/**
 * A labelled input with its hint and error, linked for screen readers. Plain HTML in Mantine's
 * look: the patient pages open from a QR code and carry no Mantine input code (bundle budget).
 */
export function TextField({ name, label, hint, error, notice, required, ...input }: TextFieldProps) {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={notice ? classes.notice : classes.hint}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        name={name}
        required={required}
        className={classes.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
