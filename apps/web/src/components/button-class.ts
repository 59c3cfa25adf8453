import classes from './button.module.css';

export type ButtonVariant = 'primary' | 'default' | 'light' | 'white' | 'outlineWhite';

/**
 * Class names for a `<button>`, `<a>` or router `<Link>` that looks like Mantine's Button, for the
 * few places that cannot carry Mantine's Button: the first download of the public and patient pages
 * (Button with its loader and transition adds about 7 KB gzip there) and the PWA prompts, which
 * render in a root of their own without the Mantine provider. Everywhere else: Mantine's `Button`.
 */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'sm'): string {
  return [classes.button, classes[variant], size === 'md' ? classes.md : ''].filter(Boolean).join(' ');
}
