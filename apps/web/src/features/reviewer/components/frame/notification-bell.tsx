import { LIMITS, notificationIconColour, type TNotification, type TNotificationPage } from '@candor/shared';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBell, IconUser } from '@tabler/icons-react';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { intlLocale } from '../../../../components/intl-locale.ts';
import { focusableDisabledProps } from '../../../../components/keep-focus.ts';
import { popoverWidth } from '../../../../components/popover-width.ts';
import { useFocusAfterRender } from '../../../../components/use-focus-after-render.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { reviewerApi } from '../../api/reviewer-api.ts';
import { reviewerKeys } from '../../api/reviewer-queries.ts';
import { timeAgo, timeAgoLabel } from '../../lib/time-ago.ts';

/** The notification feed, 20 a page, polled every 180 000 ms until a poll fails (spec 001 §4). */
export function useNotificationFeed() {
  return useInfiniteQuery({
    queryKey: reviewerKeys.notifications,
    queryFn: ({ pageParam }) => reviewerApi.notifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    refetchInterval: (query) => (query.state.status === 'error' ? false : LIMITS.notificationPollMs),
    meta: { httpErrors: 'log' },
  });
}

/**
 * Marking read takes the list back to page 0 and loads it again (spec 001 §4). The rows stay on
 * screen while it loads, so the keyboard's focus stays where it was in the list.
 */
export function useMarkRead(onReloaded?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all' ? reviewerApi.markAllNotificationsRead() : reviewerApi.markNotificationRead(id),
    onSuccess: async () => {
      client.setQueryData<InfiniteData<TNotificationPage, number>>(
        reviewerKeys.notifications,
        (feed) => feed && { pages: feed.pages.slice(0, 1), pageParams: feed.pageParams.slice(0, 1) },
      );
      await client.invalidateQueries({ queryKey: reviewerKeys.notifications });
      onReloaded?.();
    },
  });
}

export function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: TNotification;
  onOpen?: () => void;
  onMarkRead: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const age = timeAgo(item.createTime, Date.now());
  const id = item.sequentialId === null ? item.referenceId : String(item.sequentialId);
  const link = useRef<HTMLAnchorElement>(null);
  const linkId = useId();
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py={6} data-unread={item.unread || undefined}>
      <ThemeIcon
        radius="xl"
        size="md"
        color={notificationIconColour(item.authorType) === 'blue' ? 'blue.7' : 'yellow.8'}
        aria-hidden
      >
        <IconUser size={16} />
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          ref={link}
          id={linkId}
          component={Link}
          to={`/reviewer/report-details/${encodeURIComponent(item.referenceId)}`}
          fw={item.unread ? 700 : 400}
          size="sm"
          onClick={() => {
            if (item.unread) onMarkRead(item.id);
            onOpen?.();
          }}
        >
          {t(`reviewer.notifications.action.${item.actionType}`, { id })}
        </Anchor>
        {item.content && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            {item.content}
          </Text>
        )}
        {item.reportInput && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            {item.reportInput}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {timeAgoLabel(age, intlLocale(i18n.language))}
        </Text>
      </Stack>
      {item.unread && (
        <Button
          variant="subtle"
          size="compact-xs"
          // One of many alike: said with the notification it marks.
          aria-describedby={linkId}
          onClick={() => {
            // The button goes once the notification is read: the focus moves to its link first.
            link.current?.focus();
            onMarkRead(item.id);
          }}
        >
          {t('reviewer.notifications.markRead')}
        </Button>
      )}
    </Group>
  );
}

/** The list with "mark all read" and "show more"; also the overview's recent-notifications card. */
export function NotificationFeed({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const feed = useNotificationFeed();
  const markAll = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // A row of a later page goes with the return to page 0: the focus it had goes to Mark all as read.
  const markRead = useMarkRead(() => focusAfterRender(() => markAll.current));
  const items = feed.data?.pages.flatMap((p) => p.content) ?? [];
  const anyUnread = items.some((n) => n.unread);
  if (feed.isError) return <Text c="red.8">{t('reviewer.notifications.error')}</Text>;
  return (
    <Stack gap={4}>
      <Group justify="flex-end">
        <Button
          ref={markAll}
          variant="subtle"
          size="compact-sm"
          {...focusableDisabledProps(!anyUnread)}
          onClick={() => anyUnread && markRead.mutate('all')}
        >
          {t('reviewer.notifications.markAllRead')}
        </Button>
      </Group>
      {items.length === 0 && !feed.isPending && <Text c="gray.7">{t('reviewer.notifications.empty')}</Text>}
      {items.map((n) => (
        <NotificationItem key={n.id} item={n} onOpen={onOpen} onMarkRead={(id) => markRead.mutate(id)} />
      ))}
      {feed.hasNextPage && (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => feed.fetchNextPage()}
          loading={feed.isFetchingNextPage}
        >
          {t('reviewer.common.showMore')}
        </Button>
      )}
    </Stack>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  const feed = useNotificationFeed();
  const unread = feed.data?.pages.flatMap((p) => p.content).filter((n) => n.unread).length ?? 0;
  return (
    <Popover width={popoverWidth(380)} position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          // The unread count sits over the bell's corner, past the button's edge.
          style={{ overflow: 'visible' }}
          aria-label={t('reviewer.notifications.bell', { count: unread })}
          data-testid="notification-bell"
        >
          <Indicator disabled={unread === 0} label={unread} size={18} color="red.9" offset={2}>
            <IconBell size={22} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={700} mb={4}>
          {t('reviewer.notifications.title')}
        </Text>
        <ScrollArea.Autosize mah={420}>
          <NotificationFeed />
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
