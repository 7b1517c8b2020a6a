import { LIMITS } from '@candor/shared';
import { Anchor, Button, Group, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconKey, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { organizationQuery, organizationsQuery, organizationUsersQuery } from '../api/admin-api.ts';
import { userPath } from '../lib/admin-paths.ts';
import { typeAheadText } from '../lib/type-ahead.ts';
import { userName } from '../lib/user-rules.ts';
import { ListFooter, LoadFailure, UserStatusBadge } from './admin-widgets.tsx';
import { PhantomOrganizationRefused, refusesPhantom } from './organizations-page.tsx';

/** Delay of the user row's tooltip (spec 002 §2). */
export const USER_TOOLTIP_DELAY_MS = 1000;

/**
 * A page that needs an organization, reached without one: the first organization of the list
 * that can be chosen is used, and the address changes to it (spec 002 §2).
 */
export function FirstOrganizationRedirect({ page }: { page: 'users' | 'category-access' | '' }) {
  const { t, i18n } = useTranslation();
  const list = useQuery(organizationsQuery({ langKey: i18n.language, page: 0 }));
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Text c="red.8">{t('connectsAdmin.actions.searchOrganizations.error')}</Text>;
  const first = list.data?.content.find((o) => !o.phantom);
  if (!first) return <Text c="gray.7">{t('connectsAdmin.organizations.empty')}</Text>;
  return <Navigate to={`/connects-admin/organization/${first.id}${page ? `/${page}` : ''}`} replace />;
}

/** The organization page: what it is, and where its users and category access are. */
export function OrganizationPage({
  organizationId,
  connectsAdmin,
}: {
  organizationId: number;
  connectsAdmin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const org = useQuery(organizationQuery(organizationId, i18n.language));
  usePageTitle(org.data?.name);
  if (org.isPending) return <PageLoader />;
  if (org.isError) return <LoadFailure error={org.error} fallback="connectsAdmin.actions.getOrganization.error" />;
  if (refusesPhantom(org.data, connectsAdmin)) return <PhantomOrganizationRefused />;
  return (
    <Stack>
      <Title order={1} fz={26}>
        {org.data.name}
      </Title>
      <Text c="gray.7">{t('connectsAdmin.organization.id', { id: org.data.id })}</Text>
      <Group>
        <Button
          component={Link}
          to={`/connects-admin/organization/${organizationId}/users`}
          leftSection={<IconBuildingCommunity size={16} />}
        >
          {t('connectsAdmin.nav.users')}
        </Button>
        <Button
          variant="light"
          component={Link}
          to={`/connects-admin/organization/${organizationId}/category-access`}
          leftSection={<IconKey size={16} />}
        >
          {t('connectsAdmin.nav.categoryAccess')}
        </Button>
      </Group>
    </Stack>
  );
}

/** An organization's users (spec 002 §2): paged, searchable (3 characters, 500 ms), status per row, a New User button. */
export function OrganizationUsersPage({
  organizationId,
  connectsAdmin,
}: {
  organizationId: number;
  /** A platform administrator who belongs to the organization is listed, but only a connects admin opens him (decision 043). */
  connectsAdmin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const org = useQuery(organizationQuery(organizationId, i18n.language));
  const title = org.data ? t('connectsAdmin.users.title', { organization: org.data.name }) : undefined;
  usePageTitle(title);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, LIMITS.typeAheadDebounceMs);
  const [page, setPage] = useState(0);
  const list = useQuery(organizationUsersQuery(organizationId, { page, searchText: typeAheadText(debounced) }));
  if (org.isError) return <LoadFailure error={org.error} fallback="connectsAdmin.actions.getOrganization.error" />;
  if (refusesPhantom(org.data, connectsAdmin)) return <PhantomOrganizationRefused />;
  const rows = list.data?.content ?? [];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {title ?? t('connectsAdmin.nav.users')}
        </Title>
        {!org.data?.phantom && (
          <Button
            component={Link}
            to={`/connects-admin/organization/${organizationId}/user/new`}
            leftSection={<IconUserPlus size={16} />}
          >
            {t('connectsAdmin.users.newUser')}
          </Button>
        )}
      </Group>
      <TextInput
        label={t('connectsAdmin.users.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(0);
        }}
        maxLength={LIMITS.adminSearchMax}
        maw={420}
      />
      {list.isError && <Text c="red.8">{t('connectsAdmin.actions.searchUsers.error')}</Text>}
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover data-testid="users" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('connectsAdmin.user.fields.name')}</Table.Th>
              <Table.Th>{t('connectsAdmin.user.fields.login')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('connectsAdmin.user.fields.email')}</Table.Th>
              <Table.Th>{t('connectsAdmin.user.fields.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((u) => (
              <Tooltip
                key={u.id}
                label={t('connectsAdmin.users.tooltip', {
                  login: u.login,
                  type: t(u.userType ? `connectsAdmin.userType.${u.userType}` : 'connectsAdmin.userType.none'),
                })}
                openDelay={USER_TOOLTIP_DELAY_MS}
                position="top-start"
              >
                <Table.Tr>
                  <Table.Td>
                    {u.userType !== 'CONNECTS_ADMIN' || connectsAdmin ? (
                      <Anchor component={Link} to={userPath(organizationId, u.legacyUserId)}>
                        {userName(u)}
                      </Anchor>
                    ) : (
                      userName(u)
                    )}
                  </Table.Td>
                  <Table.Td>{u.login}</Table.Td>
                  <Table.Td visibleFrom="sm">{u.email}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={u.status} />
                  </Table.Td>
                </Table.Tr>
              </Tooltip>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter list={list} rows={rows.length} emptyKey="connectsAdmin.users.empty" page={page} onPage={setPage} />
    </Stack>
  );
}
