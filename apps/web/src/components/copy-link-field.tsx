import { Button, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './copy-link-field.module.css';
import { useCopyToClipboard } from './use-copy-to-clipboard';

interface CopyLinkFieldProps {
  label: string;
  description?: string;
  link: string;
}

/**
 * A link to share: readable and selectable, with "Copy link" (and a visible "Link copied") and a
 * way to open it. Without a clipboard the link is selected for copying by hand.
 */
export function CopyLinkField({ label, description, link }: CopyLinkFieldProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopyToClipboard();
  const select = () => {
    input.current?.focus();
    input.current?.select();
  };
  return (
    <div className={classes.root}>
      <TextInput
        ref={input}
        label={label}
        description={description}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        classNames={{ input: classes.input }}
      />
      <div className={classes.buttons}>
        <Button
          variant={state === 'copied' ? 'filled' : 'light'}
          leftSection={
            state === 'copied' ? (
              <IconCheck size={18} aria-hidden="true" />
            ) : (
              <IconCopy size={18} aria-hidden="true" />
            )
          }
          onClick={() => void copy(link, select)}
        >
          {state === 'copied' ? t('businesses.links.copied') : t('businesses.links.copy')}
        </Button>
        <Button
          component="a"
          href={link}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconExternalLink size={18} aria-hidden="true" />}
        >
          {t('businesses.links.open')}
        </Button>
      </div>
      {/* Announced to screen readers; the button's new label says the same to everyone else. */}
      <p className={classes.status} role="status" data-state={state}>
        {state === 'copied' && t('businesses.links.copiedStatus')}
        {state === 'selected' && t('businesses.links.selected')}
      </p>
    </div>
  );
}
