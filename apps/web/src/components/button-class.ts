import classes from './button.module.css';

export type ButtonVariant = 'primary' | 'default' | 'light' | 'white' | 'outlineWhite';

/** Class names for a `<button>`, `<a>` or router `<Link>` that looks like a button. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'sm'): string {
  return [classes.button, classes[variant], size === 'md' ? classes.md : ''].filter(Boolean).join(' ');
}
