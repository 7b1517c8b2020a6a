import { LIMITS, type UserStatus } from '@candor/shared';
import { Alert, Badge, Group, List, Pagination, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { usePagerFocus } from '../../../components/use-pager-focus.ts';
import { WHOLE_BADGE } from '../../../components/whole-badge.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type ErrorKey, errorKeysOf } from '../lib/user-rules.ts';

/** Each status's badge: its colour and the text's, at least 4.5:1 apart (WCAG AA). */
export const STATUS_BADGE: Record<UserStatus, { color: string; text: string }> = {
  ACTIVE: { color: 'teal.9', text: 'white' },
  INACTIVE: { color: 'gray.7', text: 'white' },
  LOCKED: { color: 'orange.6', text: 'dark.9' },
  ERROR: { color: 'red.9', text: 'white' },
};

export function UserStatusBadge({
  status,
  ref,
}: {
  status: UserStatus | undefined;
  /** Given, the badge can take the focus from a script (not by Tab), to say a status that has changed. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Badge
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      color={STATUS_BADGE[status].color}
      c={STATUS_BADGE[status].text}
      variant="filled"
      data-testid="user-status"
      styles={WHOLE_BADGE}
    >
      {t(`connectsAdmin.status.${status}`)}
    </Badge>
  );
}

/** An error of the user page in words: a field error names its field and what is wrong with it. */
export function useErrorText() {
  const { t } = useTranslation();
  return (e: ErrorKey) =>
    e.params
      ? t(e.key, {
          field: t(`connectsAdmin.user.fields.${e.params.field}`),
          kind: t(`connectsAdmin.errors.kinds.${e.params.kind}`, { max: e.params.max }),
        })
      : t(e.key);
}

/** Server errors of the user page, under the header key `connectsAdmin.errors.header` (spec 002 §2). */
export function ErrorKeys({ errors }: { errors: ErrorKey[] }) {
  const { t } = useTranslation();
  const text = useErrorText();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('connectsAdmin.errors.header')} role="alert">
      <List size="sm">
        {errors.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same key may come twice for two fields
          <List.Item key={i}>{text(e)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Under an administrator list: its empty message once it has loaded with no row, otherwise
 * "Displaying x–y of total" and the page controls.
 */
export function ListFooter(props: {
  list: { isPending: boolean; isError: boolean; data?: { totalElements: number; totalPages: number } };
  rows: number;
  emptyKey: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  const { list, page } = props;
  const pager = usePagerFocus<HTMLDivElement>(page);
  const total = list.isError ? 0 : (list.data?.totalElements ?? 0);
  const totalPages = list.data?.totalPages ?? 0;
  if (!list.isPending && props.rows === 0 && total === 0) return <Text c="gray.7">{t(props.emptyKey)}</Text>;
  if (total === 0) return null;
  const size = LIMITS.orgAdminPageSize;
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="gray.7" data-testid="range">
        {t('connectsAdmin.common.range', { first, last, total })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          ref={pager.ref}
          total={totalPages}
          value={page + 1}
          onChange={(p) => {
            pager.turned();
            props.onPage(p - 1);
          }}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`reviewer.common.page.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('reviewer.common.page.number', { page: p }) })}
        />
      )}
    </Group>
  );
}

/**
 * What a page says when what it shows could not be loaded: the server's refusal when it gave
 * one (spec 002 §8: "show the message"), as when a client admin opens another tree's page;
 * otherwise the page's own failure message.
 */
export function LoadFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation();
  const [shown] =
    error instanceof ApiError && error.status === 403 ? errorKeysOf(error, fallback) : [{ key: fallback }];
  return (
    <Text c="red.8" role="alert">
      {t(shown.key)}
    </Text>
  );
}
