import { DEFAULT_TYPE_COLOR } from '@qtify/shared/domain/appointment-type-color';

/**
 * The colours offered for an appointment type (the calendar paints its appointments with it), each
 * with the name a screen reader says instead of its hex code (`appointmentTypes.colors.<name>`).
 */
export const TYPE_COLORS = [
  { hex: DEFAULT_TYPE_COLOR, name: 'green' },
  { hex: '#2196f3', name: 'blue' },
  { hex: '#9c27b0', name: 'purple' },
  { hex: '#ffc107', name: 'yellow' },
  { hex: '#f44336', name: 'red' },
  { hex: '#009688', name: 'teal' },
  { hex: '#ff7043', name: 'coral' },
  { hex: '#607d8b', name: 'blueGrey' },
] as const;

/** The translation key of a swatch's accessible name. */
export function colorNameKey(name: (typeof TYPE_COLORS)[number]['name']): string {
  return `appointmentTypes.colors.${name}`;
}
