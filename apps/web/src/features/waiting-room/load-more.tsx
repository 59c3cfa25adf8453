import { Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/**
 * The end of a paged list: how many of the total are shown, and the next page, fetched when this
 * scrolls into view (or by the button, for keyboards and screen readers).
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const { t, language } = useWaitingRoomTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // A screen ahead: the next page is there before the list's end is.
    const observer = new IntersectionObserver((seen) => seen[0]?.isIntersecting && more.current(), {
      rootMargin: '600px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore && shown >= total) return null;
  const number = new Intl.NumberFormat(language);
  return (
    <div ref={sentinel} className={classes.loadMore}>
      <Text size="sm" c="dimmed" role="status">
        {t('paging.shown', { shown: number.format(shown), total: number.format(total) })}
      </Text>
      {hasMore && (
        <Button variant="default" size="compact-sm" loading={loading} onClick={onMore}>
          {t('paging.more')}
        </Button>
      )}
    </div>
  );
}
