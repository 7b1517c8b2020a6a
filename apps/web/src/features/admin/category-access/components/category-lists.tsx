import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { ListedGroup } from '../lib/staging.ts';

function CategoryList(props: {
  title: string;
  empty: string;
  groups: ListedGroup[];
  action: 'assign' | 'remove';
  canMove: boolean;
  onMove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = `category-list-${props.action}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {props.title}
      </Title>
      {props.groups.length === 0 && (
        <Text size="sm" c="gray.7">
          {props.empty}
        </Text>
      )}
      <Stack gap="md">
        {props.groups.map((g) => (
          <div key={g.name}>
            <Text component="h4" fw={700} size="sm" c="gray.8" mb={4}>
              {g.name}
            </Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {g.categories.map((c) => {
                const label = t(`connectsAdmin.categoryAccess.${props.action}`, { name: c.name });
                return (
                  <Group key={c.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    {props.action === 'assign' && props.canMove && (
                      <Tooltip label={label} openDelay={300}>
                        <ActionIcon variant="light" aria-label={label} onClick={() => props.onMove(c.id)}>
                          <IconArrowLeft size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <Group gap={6} style={{ flex: 1 }}>
                      <Text size="sm">{c.name}</Text>
                      {!c.authorized && (
                        <Badge size="xs" color="yellow.4" c="dark.9" variant="filled">
                          {t('connectsAdmin.categoryAccess.notAuthorized')}
                        </Badge>
                      )}
                    </Group>
                    {props.action === 'remove' && props.canMove && (
                      <Tooltip label={label} openDelay={300}>
                        <ActionIcon variant="light" color="red" aria-label={label} onClick={() => props.onMove(c.id)}>
                          <IconArrowRight size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** Assigned on the left, available on the right; each category moves across by its button. */
export function CategoryLists(props: {
  assigned: ListedGroup[];
  available: ListedGroup[];
  canMove: boolean;
  onAssign: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <CategoryList
        title={t('connectsAdmin.categoryAccess.assigned')}
        empty={t('connectsAdmin.categoryAccess.noneAssigned')}
        groups={props.assigned}
        action="remove"
        canMove={props.canMove}
        onMove={props.onRemove}
      />
      <CategoryList
        title={t('connectsAdmin.categoryAccess.available')}
        empty={t('connectsAdmin.categoryAccess.noneAvailable')}
        groups={props.available}
        action="assign"
        canMove={props.canMove}
        onMove={props.onAssign}
      />
    </SimpleGrid>
  );
}
