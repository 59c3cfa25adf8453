/**
 * The colour a new appointment type starts with, the first of the form's swatches (green): the
 * setup's suggested type, the form's default and the calendar's fallback for a type that is gone.
 */
export const DEFAULT_TYPE_COLOR = '#4caf50';
