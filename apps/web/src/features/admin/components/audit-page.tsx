import type { TAuditEvent } from '@candor/shared';
import {
  ActionIcon,
  Badge,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../components/intl-locale.ts';
import { ScrollRegion } from '../../../components/scroll-region.tsx';
import { usePageTitle } from '../../../components/use-page-title.ts';
import { auditDataEntries, auditTypeLabel, CATEGORY_LISTS, categoryNames } from '../../../lib/audit-data.ts';
import { translateOr, useTranslation } from '../../../lib/i18n.ts';
import { auditQuery } from '../api/admin-api.ts';
import { ListFooter } from './admin-widgets.tsx';
import classes from './audit-page.module.css';

/** A badge wraps its label rather than cut it, so the longest reads whole on a 390 px screen. */
const WRAPPING_BADGE = { root: classes.badge, label: classes.badgeLabel };

const TYPE_COLOR: Record<string, string> = {
  CREATE_USER: 'teal',
  UPDATE_USER: 'blue',
  ACTIVATE_USER: 'cyan',
  DEACTIVATE_USER: 'gray',
  UNLOCK_USER: 'grape',
  RESET_PASSWORD: 'violet',
  CHANGE_CATEGORY_ACCESS: 'indigo',
};

function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation();
  const label = auditTypeLabel(type, translateOr(t));
  return (
    <Badge color={`${TYPE_COLOR[type] ?? 'dark'}.9`} c="white" variant="filled" tt="none" classNames={WRAPPING_BADGE}>
      {label}
    </Badge>
  );
}

function Details({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const data = auditDataEntries(event.data, translateOr(t));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} p="sm" className={classes.details}>
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {t('connectsAdmin.audit.technical')}
        </Text>
        <Text size="sm">{t('connectsAdmin.audit.eventId', { id: event.id })}</Text>
        <Text size="sm">
          {t('connectsAdmin.audit.eventType')}: <Code>{event.auditEventType}</Code>
        </Text>
        <Text size="sm">
          {t('connectsAdmin.audit.timestamp')}: <Code>{event.auditEventDate}</Code>
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {t('connectsAdmin.audit.eventData')}
        </Text>
        {data.length === 0 && <Text size="sm">{t('connectsAdmin.audit.noData')}</Text>}
        {data.map(({ key, name, value }) => (
          <Group key={key} gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {name}:
            </Text>
            {CATEGORY_LISTS.includes(key) ? (
              categoryNames(value).map((c, i) => (
                <Badge
                  // biome-ignore lint/suspicious/noArrayIndexKey: two categories may share a name, and the list never changes order
                  key={`${i}:${c}`}
                  size="sm"
                  variant="outline"
                  color={key === 'addedCategories' ? 'teal.9' : 'red.9'}
                  classNames={WRAPPING_BADGE}
                >
                  {c}
                </Badge>
              ))
            ) : (
              <Text size="sm">{value}</Text>
            )}
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}

/**
 * The audit log (spec 002 §2): action badge, actor, internal user id and date, newest first;
 * the date sorts either way; a row opens on its technical details and event data.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('connectsAdmin.audit.title'));
  const [page, setPage] = useState(0);
  const [direction, setDirection] = useState<'asc' | 'desc'>('desc');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const list = useQuery(auditQuery(page, direction));
  const rows = list.isError ? [] : (list.data?.content ?? []);
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const Arrow = direction === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <Stack>
      <Title order={1} fz={26}>
        {t('connectsAdmin.audit.title')}
      </Title>
      <ScrollRegion label={t('connectsAdmin.audit.title')}>
        <Table miw={480} data-testid="audit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>{t('connectsAdmin.audit.details')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('connectsAdmin.audit.columns.action')}</Table.Th>
              <Table.Th>{t('connectsAdmin.audit.columns.actor')}</Table.Th>
              <Table.Th>{t('connectsAdmin.audit.columns.userId')}</Table.Th>
              <Table.Th aria-sort={direction === 'desc' ? 'descending' : 'ascending'}>
                <UnstyledButton
                  fw={700}
                  fz="sm"
                  onClick={() => {
                    setDirection((d) => (d === 'desc' ? 'asc' : 'desc'));
                    setPage(0);
                  }}
                >
                  <Group gap={4} wrap="nowrap">
                    {t('connectsAdmin.audit.columns.date')}
                    <Arrow size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Fragment key={e.id}>
                <Table.Tr>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={open.has(e.id)}
                      aria-label={t('connectsAdmin.audit.details')}
                      onClick={() => toggle(e.id)}
                    >
                      {open.has(e.id) ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    <TypeBadge type={e.auditEventType} />
                  </Table.Td>
                  <Table.Td>{e.actorId ?? t('connectsAdmin.audit.system')}</Table.Td>
                  <Table.Td>{e.actorUserId ?? ''}</Table.Td>
                  <Table.Td>{formatDateTime(e.auditEventDate, i18n.language)}</Table.Td>
                </Table.Tr>
                {open.has(e.id) && (
                  <Table.Tr>
                    <Table.Td colSpan={5} bg="gray.0">
                      <Details event={e} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <ListFooter list={list} rows={rows.length} emptyKey="connectsAdmin.audit.empty" page={page} onPage={setPage} />
    </Stack>
  );
}
