import { IconCheck } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import classes from './dropdown-menu.module.css';

export interface DropdownItem {
  id: string;
  label: string;
  icon?: ReactNode;
  checked: boolean;
  lang?: string;
}

interface DropdownMenuProps {
  /** Accessible name of the trigger, e.g. "Choose language, currently Deutsch". */
  label: string;
  /** What the trigger shows (icons, short text). */
  trigger: ReactNode;
  /** Heading above the items; also the menu's accessible name. */
  heading: string;
  items: DropdownItem[];
  onSelect: (id: string) => void;
}

/**
 * A menu button with single-choice items (WAI-ARIA menu pattern: arrow keys, Home/End, Escape,
 * focus returns to the trigger). Written here instead of Mantine's Menu because that pulls
 * Popover and floating-ui (about 15 KB gzip) into the first page load of every visitor.
 */
export function DropdownMenu({ label, trigger, heading, items, onSelect }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    const start = Math.max(
      0,
      items.findIndex((item) => item.checked),
    );
    itemRefs.current[start]?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open, items]);

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(items.length - 1);
        break;
      case 'Escape':
        setOpen(false);
        button.current?.focus();
        break;
      case 'Tab':
        // Let the focus move on; the menu closes behind it.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const choose = (itemId: string) => {
    setOpen(false);
    button.current?.focus();
    onSelect(itemId);
  };

  return (
    <div className={classes.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={classes.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div className={classes.panel}>
          <p className={classes.heading} id={`${id}-heading`}>
            {heading}
          </p>
          <div role="menu" id={`${id}-menu`} aria-labelledby={`${id}-heading`} onKeyDown={onMenuKey}>
            {items.map((item, index) => (
              <button
                key={item.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={item.checked}
                tabIndex={-1}
                lang={item.lang}
                className={classes.item}
                onClick={() => choose(item.id)}
              >
                {item.icon}
                <span className={classes.itemLabel}>{item.label}</span>
                {item.checked && <IconCheck size={16} aria-hidden="true" />}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
