import { LIMITS, type TCategoryUser } from '@candor/shared';
import { Alert, Badge, Group, Pagination, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { typeAheadText } from '../../lib/type-ahead.ts';
import { userName } from '../../lib/user-rules.ts';
import { categoryUsersQuery } from '../api/category-access-api.ts';
import classes from './user-list.module.css';

/** Dark enough for white text (WCAG AA). */
const STATUS_COLOR: Record<string, string> = {
  ACTIVE: 'teal.9',
  INACTIVE: 'gray.7',
  LOCKED: 'yellow.4',
  ERROR: 'red.9',
};

export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={STATUS_COLOR[status] ?? 'gray.7'}
      c={status === 'LOCKED' ? 'dark.9' : 'white'}
      size="sm"
      style={{ flexShrink: 0 }}
    >
      {t(`connectsAdmin.categoryAccess.status.${status}`)}
    </Badge>
  );
}

/** The organization's users, 12 a page by first then last name, searched (3 characters) 500 ms after typing stops. */
export function UserList(props: { orgId: number; selectedId: number | null; onSelect: (user: TCategoryUser) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(typeAheadText(search) ?? '', LIMITS.typeAheadDebounceMs);
  const [page, setPage] = useState(0);
  // A new search or organization starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these values
  useEffect(() => setPage(0), [debounced, props.orgId]);
  const users = useQuery(categoryUsersQuery(props.orgId, page, debounced));
  const data = users.data;
  const rows = data?.content ?? [];
  const first = data && data.totalElements > 0 ? data.number * LIMITS.categoryAccessPageSize + 1 : 0;
  const last = data ? data.number * LIMITS.categoryAccessPageSize + rows.length : 0;

  return (
    <Stack gap="sm">
      <TextInput
        label={t('connectsAdmin.categoryAccess.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={LIMITS.adminSearchMax}
        type="search"
      />
      {users.isError && <Alert color="red">{t('connectsAdmin.categoryAccess.errorLoadingUsers')}</Alert>}
      <ul className={classes.list} aria-label={t('connectsAdmin.categoryAccess.users')} aria-busy={users.isFetching}>
        {rows.map((u) => {
          const selected = u.id === props.selectedId;
          return (
            <li key={u.id}>
              <UnstyledButton
                className={classes.user}
                data-selected={selected || undefined}
                aria-pressed={selected}
                onClick={() => props.onSelect(u)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text fw={600} size="sm">
                      {userName(u)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {u.login}
                      {u.primaryOrganizationName ? ` · ${u.primaryOrganizationName}` : ''}
                    </Text>
                  </div>
                  <UserStatusBadge status={u.userStatus} />
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      {!users.isPending && !users.isError && rows.length === 0 && (
        <Text c="gray.7" size="sm">
          {t('connectsAdmin.categoryAccess.noUsers')}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {data && data.totalElements > 0
            ? t('connectsAdmin.categoryAccess.range', { first, last, total: data.totalElements })
            : ''}
        </Text>
        {(data?.totalPages ?? 0) > 1 && (
          <Pagination
            size="sm"
            total={data?.totalPages ?? 0}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
            siblings={0}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': t(`reviewer.common.page.${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('reviewer.common.page.number', { page: p }) })}
          />
        )}
      </Group>
    </Stack>
  );
}
