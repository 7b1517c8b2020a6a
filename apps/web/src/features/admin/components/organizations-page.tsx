import { LIMITS, type TAdminOrganization } from '@candor/shared';
import { Anchor, Autocomplete, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { OnDemandModal } from '../../../components/on-demand-modal.tsx';
import { organizationOptions } from '../../../components/organization-options.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { forgetOrganization } from '../../../lib/selected-organization.ts';
import { allOrganizationsQuery, organizationsQuery } from '../api/admin-api.ts';
import { usersPath } from '../lib/admin-paths.ts';
import { typeAheadText } from '../lib/type-ahead.ts';
import { ListFooter } from './admin-widgets.tsx';

/** Phantom organizations cannot be chosen: choosing one shows this dialog (spec 002 §8). */
export function InvalidOrganizationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OnDemandModal
      opened={opened}
      onClose={onClose}
      title={t('connectsAdmin.organizations.invalid.title')}
      closeButtonProps={{ 'aria-label': t('connectsAdmin.common.close') }}
      centered
    >
      <Stack>
        <Text>{t('connectsAdmin.organizations.invalid.text')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('connectsAdmin.common.close')}</Button>
        </Group>
      </Stack>
    </OnDemandModal>
  );
}

/**
 * Whether a page of this organization is refused: a phantom is reached by its link only by a
 * connects admin (spec 002 §2); for anyone else it is refused as the dropdown refuses it (§8).
 */
export const refusesPhantom = (organization: { phantom: boolean } | undefined, connectsAdmin: boolean) =>
  !!organization?.phantom && !connectsAdmin;

/**
 * A phantom organization reached by its address: the dialog, then the organization list. The
 * sidebar, which remembered the address's organization, no longer leads back to it.
 */
export function PhantomOrganizationRefused() {
  const navigate = useNavigate();
  const close = () => {
    forgetOrganization();
    navigate('/connects-admin/organizations');
  };
  return <InvalidOrganizationDialog opened onClose={close} />;
}

/**
 * The organization list (spec 002 §2): paged, indented by depth. A connects admin filters by
 * name with a type-ahead (3 characters, 500 ms) and may follow phantom organizations' links;
 * other administrators choose from a dropdown of their tree, where phantoms cannot be chosen.
 */
export function OrganizationsPage({ connectsAdmin }: { connectsAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('connectsAdmin.organizations.title'));
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, LIMITS.typeAheadDebounceMs);
  const [page, setPage] = useState(0);
  const [invalid, setInvalid] = useState(false);
  const searchText = connectsAdmin ? typeAheadText(debounced) : undefined;
  const list = useQuery(organizationsQuery({ langKey: i18n.language, searchText, page }));
  const rows = list.data?.content ?? [];
  // The dropdown holds the whole tree, not the page the table shows.
  const tree = useQuery({ ...allOrganizationsQuery(i18n.language), enabled: !connectsAdmin });
  const choices = tree.data ?? [];
  const choose = (org: TAdminOrganization | undefined) => {
    if (!org) return;
    if (org.phantom) setInvalid(true);
    else navigate(usersPath(org.id));
  };
  const label = (o: TAdminOrganization) => `${o.name} (${o.id})`;
  return (
    <Stack>
      <Title order={1} fz={26}>
        {t('connectsAdmin.organizations.title')}
      </Title>
      {connectsAdmin ? (
        <Autocomplete
          label={t('connectsAdmin.organizations.filter')}
          description={t('connectsAdmin.organizations.filterHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(v) => {
            setText(v);
            setPage(0);
          }}
          data={searchText ? rows.filter((o) => !o.phantom).map(label) : []}
          onOptionSubmit={(v) => choose(rows.find((o) => label(o) === v))}
          maxLength={LIMITS.adminSearchMax}
          maw={420}
        />
      ) : (
        <Select
          label={t('connectsAdmin.organizations.choose')}
          placeholder={t('connectsAdmin.organizations.choosePlaceholder')}
          {...organizationOptions(choices.map((o) => ({ ...o, depth: o.paddingLeft / 20 })))}
          onChange={(v) => choose(choices.find((o) => String(o.id) === v))}
          value={null}
          maw={420}
          allowDeselect={false}
        />
      )}
      {(list.isError || tree.isError) && <Text c="red.8">{t('connectsAdmin.actions.searchOrganizations.error')}</Text>}
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover data-testid="organizations" aria-label={t('connectsAdmin.organizations.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('connectsAdmin.organizations.columns.name')}</Table.Th>
              <Table.Th>{t('connectsAdmin.organizations.columns.id')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td style={{ paddingLeft: 12 + o.paddingLeft }}>
                  {o.phantom && !connectsAdmin ? (
                    <Text span>{o.name}</Text>
                  ) : (
                    <Anchor component={Link} to={usersPath(o.id)}>
                      {o.name}
                    </Anchor>
                  )}
                  {o.phantom && (
                    <Badge ml="xs" size="sm" variant="outline" color="gray.7">
                      {t('connectsAdmin.organizations.phantom')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{o.id}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter
        list={list}
        rows={rows.length}
        emptyKey="connectsAdmin.organizations.empty"
        page={page}
        onPage={setPage}
      />
      <InvalidOrganizationDialog opened={invalid} onClose={() => setInvalid(false)} />
    </Stack>
  );
}
