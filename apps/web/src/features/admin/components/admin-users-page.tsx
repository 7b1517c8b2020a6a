import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { adminUsersQuery } from '../api/admin-api.ts';
import { userPath } from '../lib/admin-paths.ts';
import { ListFooter, UserStatusBadge } from './admin-widgets.tsx';

/** The platform's admin users (spec 002 §2): login and legacy id, paged, with a New User button. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('connectsAdmin.adminUsers.title'));
  const [page, setPage] = useState(0);
  const list = useQuery(adminUsersQuery(page));
  const rows = list.data?.content ?? [];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('connectsAdmin.adminUsers.title')}
        </Title>
        <Button component={Link} to="/connects-admin/admin-user/new" leftSection={<IconUserPlus size={16} />}>
          {t('connectsAdmin.users.newUser')}
        </Button>
      </Group>
      {list.isError && <Text c="red.8">{t('connectsAdmin.actions.searchUsers.error')}</Text>}
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover data-testid="admin-users" aria-label={t('connectsAdmin.adminUsers.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('connectsAdmin.user.fields.login')}</Table.Th>
              <Table.Th>{t('connectsAdmin.user.fields.legacyUserId')}</Table.Th>
              <Table.Th>{t('connectsAdmin.user.fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Anchor component={Link} to={userPath(null, u.legacyUserId)}>
                    {u.login}
                  </Anchor>
                </Table.Td>
                <Table.Td>{u.legacyUserId}</Table.Td>
                <Table.Td>
                  <UserStatusBadge status={u.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter list={list} rows={rows.length} emptyKey="connectsAdmin.users.empty" page={page} onPage={setPage} />
    </Stack>
  );
}
