import { LIMITS, type TOrgSearchResult } from '@candor/shared';
import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding, IconCheck, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ApiPrefix } from '../../api/reporter-api.ts';
import { orgSearchQuery } from '../../api/reporter-queries.ts';
import classes from './organization-search.module.css';
import { PhantomOrgDialog } from './phantom-org-dialog.tsx';
import { remoteSubmitUrl } from './remote-org.ts';

export interface OrganizationSearchProps {
  langKey: string;
  onChosen: (org: TOrgSearchResult) => void;
  /** `api` when a hotline agent searches (decision 052). */
  prefix?: ApiPrefix;
  /** The hotline's script for this page. */
  callout?: ReactNode;
}

/** Type-ahead organization search: at least 3 characters, results indented by depth. */
export function OrganizationSearch({ langKey, onChosen, prefix, callout }: OrganizationSearchProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), LIMITS.typeAheadDebounceMs);
  const [chosen, setChosen] = useState<TOrgSearchResult | null>(null);
  const [phantom, setPhantom] = useState(false);
  const search = useQuery(orgSearchQuery(debounced, langKey, prefix));
  const statusId = useId();
  const tooShort = [...name.trim()].length < LIMITS.orgSearchMin;
  const results = tooShort ? [] : (search.data ?? []);

  const pick = (org: TOrgSearchResult) => {
    if (org.phantom) {
      setPhantom(true);
      return;
    }
    if (org.remoteOrg && org.remoteDomain) {
      window.location.assign(remoteSubmitUrl(org, langKey, prefix === 'api'));
      return;
    }
    setChosen(org);
  };

  let status = '';
  if (tooShort) status = t('reporter.orgSearch.minChars', { min: LIMITS.orgSearchMin });
  else if (search.isFetching || debounced !== name.trim()) status = t('reporter.orgSearch.searching');
  else if (search.isError) status = t('feedback.orgSearch.notFound');
  else if (results.length === 0) status = t('reporter.orgSearch.noResults');
  else status = t('reporter.orgSearch.found', { n: results.length });

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('reporter.orgSearch.heading')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('reporter.orgSearch.intro')}
        </Text>
      </div>
      {callout}
      <TextInput
        label={t('reporter.orgSearch.label')}
        placeholder={t('reporter.orgSearch.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" aria-hidden /> : null}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        aria-describedby={statusId}
        autoComplete="off"
        size="md"
        data-autofocus
      />
      <Text size="sm" c="gray.7" id={statusId} aria-live="polite">
        {status}
      </Text>
      {results.length > 0 && (
        <Paper withBorder radius="md" p={4}>
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('reporter.orgSearch.results')}
          >
            {results.map((org) => {
              const selected = chosen?.orgId === org.orgId;
              return (
                <li key={org.orgId}>
                  <UnstyledButton
                    onClick={() => pick(org)}
                    aria-pressed={selected}
                    w="100%"
                    py={8}
                    pr="sm"
                    pl={12 + org.depth * 20}
                    className={classes.option}
                  >
                    <Group gap="xs" wrap="nowrap">
                      {selected ? (
                        <IconCheck size={16} aria-hidden color="var(--mantine-color-candor-7)" />
                      ) : (
                        <IconBuilding size={16} aria-hidden color="var(--mantine-color-gray-6)" />
                      )}
                      <Text size="sm" fw={selected ? 600 : 400}>
                        {org.name}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </Paper>
      )}
      <Group justify="flex-end">
        <Button size="md" disabled={!chosen} onClick={() => chosen && onChosen(chosen)}>
          {t('reporter.nav.next')}
        </Button>
      </Group>
      <PhantomOrgDialog opened={phantom} onClose={() => setPhantom(false)} />
    </Stack>
  );
}
