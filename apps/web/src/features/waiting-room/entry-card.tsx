import { Anchor, Badge, Button, Menu, Paper, Text } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import {
  IconBell,
  IconChevronDown,
  IconCircleCheck,
  IconHistory,
  IconReceipt2,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/queries/current-user';
import type { StaffEntry } from '../../lib/queries/queue';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { AppointmentLine } from './appointment-line';
import { CompactMenu } from './compact-menu';
import { TicketMark, UrgentBadge, UrgentButton } from './entry-priority';
import { EntryStateBadge } from './entry-state-badge';
import {
  actionKey,
  type Badge as EntryBadge,
  entryBadges,
  fullName,
  type StatusAction,
  splitActions,
  stateKey,
} from './entry-view';
import { formatClock, formatDateTime, isSameDay } from './format-time';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

interface EntryCardProps {
  entry: StaffEntry;
  /** The waiting tab shows the place in the queue. */
  showPosition: boolean;
  timeZone: string | undefined;
  now: number;
  busy: boolean;
  /** The panel beside the calendar: the main step and notify; the rest in a menu. */
  compact?: boolean;
  onAction: (action: StatusAction) => void;
  onNotify: () => void;
  onOpen: () => void;
  /** Mark urgent or not (the waiting list); absent where the card offers no priority. */
  onUrgent?: () => void;
  /** The drag grip of a reorderable list, before the name. */
  handle?: ReactNode;
  /** The list item's ref and style (a sortable list moves the item while it is dragged). */
  itemRef?: Ref<HTMLLIElement>;
  itemStyle?: CSSProperties;
}

const BADGE_COLOR: Record<EntryBadge['kind'], string> = {
  out: 'orange',
  new: 'blue',
  messageSent: 'green',
  source: 'gray',
};

const ACTION_ICON: Partial<Record<string, ReactNode>> = {
  checkIn: <IconUserCheck size={18} aria-hidden="true" />,
  inTreatment: <IconUserPlus size={18} aria-hidden="true" />,
  done: <IconCircleCheck size={18} aria-hidden="true" />,
};

/** One patient of the list: name, arrival, place, badges, and the next steps as buttons. */
export function EntryCard({
  entry,
  showPosition,
  timeZone,
  now,
  busy,
  compact = false,
  onAction,
  onNotify,
  onOpen,
  onUrgent,
  handle,
  itemRef,
  itemStyle,
}: EntryCardProps) {
  const { t, context, industry, language } = useWaitingRoomTranslation();
  // A finished visit goes on to the counter (issue 22), for those who prepare bills.
  const mayBill = mayInActiveBusiness(useCurrentUser().user, 'bills.write');
  const name = fullName(entry.patient);
  // The panel sits under its own heading (h2), the page's list under the page title (h1).
  const Heading = compact ? 'h3' : 'h2';
  const { primary, others, finish, more } = splitActions(entry.status);
  const open = entry.status !== 'done' && entry.status !== 'noShow';
  const waiting = entry.status === 'notHere' || entry.status === 'checkIn';
  const badges = entryBadges(entry, now).filter((badge) => !compact || badge.kind !== 'source');
  const clock = (iso: string | null) => formatClock(iso, language, timeZone);
  const joined = isSameDay(entry.createdAt, now, timeZone)
    ? t('joinedAt', { time: clock(entry.createdAt) })
    : t('joinedOn', { date: formatDateTime(entry.createdAt, language, timeZone) });
  const label = (action: StatusAction) => t(actionKey(entry.status, action), { context });

  const badgeText = (badge: EntryBadge) => {
    switch (badge.kind) {
      case 'out':
        return badge.since ? t('badge.outSince', { time: clock(badge.since) }) : t('badge.out');
      case 'new':
        return t('badge.new');
      case 'messageSent':
        return badge.at ? t('badge.messageSentAt', { time: clock(badge.at) }) : t('badge.messageSent');
      case 'source':
        return badge.selfRegistered ? t('badge.selfRegistered') : t('badge.addedAtDesk');
    }
  };

  // The next step's button, in the compact (queue panel) and the full layout.
  const primaryButton = (size: string, className: string | undefined) =>
    primary && (
      <Button
        size={size}
        className={className}
        loading={busy}
        leftSection={ACTION_ICON[primary.status]}
        onClick={() => onAction(primary)}
      >
        {label(primary)}
      </Button>
    );
  const historyButton = (
    <Button
      size="sm"
      variant="subtle"
      leftSection={<IconHistory size={18} aria-hidden="true" />}
      onClick={onOpen}
    >
      {t('history.button')}
    </Button>
  );
  const finishMenu = (items: StatusAction[], menuLabel: string, variant: string) =>
    items.length > 0 && (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant={variant}
            size="sm"
            disabled={busy}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          >
            {menuLabel}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((action) => (
            <Menu.Item key={`${action.status}-${action.outcome ?? ''}`} onClick={() => onAction(action)}>
              {label(action)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );

  return (
    <li ref={itemRef} style={itemStyle}>
      <Paper
        withBorder
        radius="lg"
        p={compact ? 'sm' : 'md'}
        className={classes.entry}
        data-status={entry.status}
        data-out={(entry.out && open) || undefined}
        data-urgent={(entry.urgent && waiting) || undefined}
        aria-label={name}
        component="article"
      >
        <div className={classes.entryHead}>
          {handle}
          <Heading className={classes.name}>
            <TicketMark ticket={entry.ticket} />
            <Anchor
              component="button"
              type="button"
              inherit
              c="inherit"
              ta="start"
              onClick={onOpen}
              title={t('history.open', { name })}
            >
              {name}
            </Anchor>
          </Heading>
          <div className={classes.headTags}>
            {entry.urgent && waiting && <UrgentBadge />}
            <EntryStateBadge status={entry.status} label={t(stateKey(entry), { context })} />
          </div>
        </div>
        <p className={classes.meta}>
          {showPosition && entry.ahead !== null && open && entry.status !== 'inTreatment' && (
            <span className={classes.position}>
              {entry.ahead === 0 ? t('next') : t('ahead', { count: entry.ahead })}
            </span>
          )}
          <span>{joined}</span>
          {entry.appointment && <AppointmentLine appointment={entry.appointment} timeZone={timeZone} />}
          {open && entry.stage && (entry.stage.count > 1 || entry.station) && (
            <span data-testid="entry-line">
              {[entry.stage.count > 1 ? entry.stage.name : null, entry.station?.name]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
          {industry === 'restaurant' && entry.partySize !== null && (
            <span className={classes.party}>
              <IconUsers size={16} aria-hidden="true" />
              {t('partySize', { count: entry.partySize })}
            </span>
          )}
        </p>
        {badges.length > 0 && (
          <div className={classes.badges}>
            {badges.map((badge) => (
              <Badge
                key={badge.kind}
                variant={badge.kind === 'source' ? 'outline' : 'light'}
                color={BADGE_COLOR[badge.kind]}
                className={classes.badge}
                tt="none"
                fw={600}
                maw="100%"
                data-kind={badge.kind}
              >
                {badgeText(badge)}
              </Badge>
            ))}
          </div>
        )}
        {!compact && entry.message && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            „{entry.message}“
          </Text>
        )}
        {open && compact && (
          <div className={classes.compactActions}>
            {primaryButton('compact-md', classes.compactPrimary)}
            <CompactMenu
              busy={busy}
              more={more}
              label={label}
              onAction={onAction}
              onNotify={onNotify}
              onOpen={onOpen}
            />
          </div>
        )}
        {open && !compact && (
          <div className={classes.actions}>
            {primaryButton('sm', classes.primary)}
            {others.map((action) => (
              <Button
                key={action.status}
                size="sm"
                variant="default"
                disabled={busy}
                onClick={() => onAction(action)}
              >
                {label(action)}
              </Button>
            ))}
            {finishMenu(finish, t('finish', { context }), 'default')}
            {onUrgent && waiting && <UrgentButton urgent={entry.urgent} busy={busy} onToggle={onUrgent} />}
            <div className={classes.actionsEnd}>
              <Button
                size="sm"
                variant="light"
                className={classes.notify}
                disabled={busy}
                leftSection={<IconBell size={18} aria-hidden="true" />}
                onClick={onNotify}
              >
                {t('notify.button')}
              </Button>
              {historyButton}
            </div>
          </div>
        )}
        {!open && !compact && (
          <div className={classes.actions}>
            {entry.status === 'done' && mayBill && (
              <Button
                size="sm"
                component={Link}
                to={`${canonicalPath('pos')}?queueEntryId=${encodeURIComponent(entry.id)}`}
                leftSection={<IconReceipt2 size={18} aria-hidden="true" />}
              >
                {t('bill.button')}
              </Button>
            )}
            {others.map((action) => (
              <Button key={action.status} size="sm" disabled={busy} onClick={() => onAction(action)}>
                {label(action)}
              </Button>
            ))}
            {historyButton}
          </div>
        )}
      </Paper>
    </li>
  );
}
